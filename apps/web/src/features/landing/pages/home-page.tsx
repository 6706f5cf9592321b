import { HandCoins, HandHeart, LifeBuoy, ShieldCheck, Users, Accessibility } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PublicPage } from '../components/public-page.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../lib/paths.ts';

interface Way {
  title: string;
  text: string;
  action: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const waysToHelp: Way[] = [
  {
    title: 'Donate',
    text: 'Your gift buys wheelchairs, airbeds and walking sticks, and pays for rides to the hospital. Every rupee is accounted for with a receipt.',
    action: 'Donate now',
    to: paths.login,
    Icon: HandCoins,
  },
  {
    title: 'Volunteer',
    text: 'Give an hour to an older or disabled neighbour: a visit, a ride, a small repair or help with errands near where you live.',
    action: 'Start volunteering',
    to: paths.volunteerLogin,
    Icon: HandHeart,
  },
  {
    title: 'Request Help',
    text: 'Borrow mobility equipment, ask for a volunteer, or call for an ambulance. Follow your request and chat with the person helping you.',
    action: 'Get help now',
    to: paths.register,
    Icon: LifeBuoy,
  },
];

const promises = [
  { Icon: ShieldCheck, title: 'Verified people', text: 'Every account confirms its e-mail, and volunteers are reviewed.' },
  { Icon: Accessibility, title: 'Easy to use', text: 'Large text and buttons, and it works with screen readers and keyboards.' },
  { Icon: Users, title: 'Close to you', text: 'Requests go to volunteers in your own neighbourhood.' },
];

/** /home: what Sahaya is and the ways to take part. */
export function HomePage() {
  return (
    <PublicPage>
      <PageTitle>Community help, close to home</PageTitle>
      <section className="bg-gradient-to-b from-primary-50 to-stone-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="font-semibold text-primary-800">Community help, close to home</p>
            <h1 className="mt-2 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
              No one should have to face hard days alone.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              Sahaya connects older and disabled people with volunteers, lends mobility equipment free of charge and turns
              donations into practical help.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.volunteerLogin}>Join as Volunteer</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.register}>Create a free account</Link>
              </Button>
            </div>
          </div>
          <ul className="grid gap-4" aria-label="Why Sahaya">
            {promises.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span>
                  <span className="block font-bold text-ink">{title}</span>
                  <span className="text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-you-can-help" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-you-can-help" className="text-3xl font-extrabold text-ink">
          How You Can Help
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-muted">Three simple ways to be part of it, whichever side of the help you are on.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {waysToHelp.map(({ Icon, title, text, action, to }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-700 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{title}</h3>
              <p className="mt-2 flex-1 text-muted">{text}</p>
              <Button asChild variant="secondary" className="mt-6 self-start">
                <Link to={to}>{action}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-primary-800">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 text-white sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold sm:text-3xl">Ready to lend a hand, or to ask for one?</h2>
            <p className="mt-2 text-primary-50">Signing up is free. You can change how you take part at any time.</p>
          </div>
          <Button asChild size="lg" className="bg-white text-primary-900 hover:bg-primary-50">
            <Link to={paths.register}>Get started today</Link>
          </Button>
        </div>
      </section>
    </PublicPage>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoins, HandHeart, LifeBuoy, ShieldCheck, Users, Accessibility } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PublicPage } from '../components/public-page.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../lib/paths.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

interface Way {
  title: MessageDescriptor;
  text: MessageDescriptor;
  action: MessageDescriptor;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const waysToHelp: Way[] = [
  {
    title: msg`Donate`,
    text: msg`Your gift buys wheelchairs, airbeds and walking sticks, and pays for rides to the hospital. Every rupee is accounted for with a receipt.`,
    action: msg`Donate now`,
    to: paths.login,
    Icon: HandCoins,
  },
  {
    title: msg`Volunteer`,
    text: msg`Give an hour to an older or disabled neighbour: a visit, a ride, a small repair or help with errands near where you live.`,
    action: msg`Start volunteering`,
    to: paths.volunteerLogin,
    Icon: HandHeart,
  },
  {
    title: msg`Request Help`,
    text: msg`Borrow mobility equipment, ask for a volunteer, or call for an ambulance. Follow your request and chat with the person helping you.`,
    action: msg`Get help now`,
    to: paths.register,
    Icon: LifeBuoy,
  },
];

const promises = [
  { Icon: ShieldCheck, title: msg`Verified people`, text: msg`Every account confirms its e-mail, and volunteers are reviewed.` },
  { Icon: Accessibility, title: msg`Easy to use`, text: msg`Large text and buttons, and it works with screen readers and keyboards.` },
  { Icon: Users, title: msg`Close to you`, text: msg`Requests go to volunteers in your own neighbourhood.` },
];

/** /home: what Sahaya is and the ways to take part. */
export function HomePage() {
  const { i18n, t } = useLingui();
  return (
    <PublicPage>
      <PageTitle>{t`Community help, close to home`}</PageTitle>
      <section className="bg-gradient-to-b from-primary-50 to-stone-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="font-semibold text-primary-800">
              <Trans>Community help, close to home</Trans>
            </p>
            <PageHeading className="mt-2 text-4xl leading-tight sm:text-5xl">
              <Trans>No one should have to face hard days alone.</Trans>
            </PageHeading>
            <p className="mt-5 max-w-xl text-lg text-muted">
              <Trans>
                Sahaya connects older and disabled people with volunteers, lends mobility equipment free of charge and
                turns donations into practical help.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.volunteerLogin}>
                  <Trans>Join as Volunteer</Trans>
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.register}>
                  <Trans>Create a free account</Trans>
                </Link>
              </Button>
            </div>
          </div>
          <ul className="grid gap-4" aria-label={t`Why Sahaya`}>
            {promises.map(({ Icon, title, text }) => (
              <li key={title.id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span>
                  <span className="block font-bold text-ink">{i18n._(title)}</span>
                  <span className="text-muted">{i18n._(text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-you-can-help" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-you-can-help" className="text-3xl font-extrabold text-ink">
          <Trans>How You Can Help</Trans>
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-muted">
          <Trans>Three simple ways to be part of it, whichever side of the help you are on.</Trans>
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {waysToHelp.map(({ Icon, title, text, action, to }) => (
            <li key={title.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-700 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{i18n._(title)}</h3>
              <p className="mt-2 flex-1 text-muted">{i18n._(text)}</p>
              <Button asChild variant="secondary" className="mt-6 self-start">
                <Link to={to}>{i18n._(action)}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-primary-800">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 text-white sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold sm:text-3xl">
              <Trans>Ready to lend a hand, or to ask for one?</Trans>
            </h2>
            <p className="mt-2 text-primary-50">
              <Trans>Signing up is free. You can change how you take part at any time.</Trans>
            </p>
          </div>
          <Button asChild size="lg" className="bg-white text-primary-900 hover:bg-primary-50">
            <Link to={paths.register}>
              <Trans>Get started today</Trans>
            </Link>
          </Button>
        </div>
      </section>
    </PublicPage>
  );
}

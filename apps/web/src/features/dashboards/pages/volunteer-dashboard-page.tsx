import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, ClipboardList, ListChecks, UserRound, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useMe } from '../../../lib/queries/me.ts';
import { useSummary } from '../api/get-summary.ts';
import { SummaryCard } from '../components/summary-card.tsx';
import { WelcomeHeading } from '../components/welcome-heading.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';

const links = [
  { to: paths.volunteer.assistanceRequests, label: msg`Request List`, text: msg`Nearby requests waiting for a volunteer`, Icon: ListChecks },
  { to: paths.volunteer.requests, label: msg`Processing Requests`, text: msg`The requests you are handling`, Icon: ClipboardList },
  { to: paths.volunteer.meetings, label: msg`Meetings`, text: msg`Your scheduled meetings`, Icon: Video },
  { to: paths.volunteer.profile, label: msg`My Profile`, text: msg`Your details, picture and password`, Icon: UserRound },
];

/**
 * /volunteer/dashboard: a greeting, the volunteer's duty (the dispatch feature's panel, which the
 * router hands in), the unread notifications and the way to each list.
 */
export function VolunteerDashboardPage({ duty }: { duty?: ReactNode }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const session = useSession();
  const me = useMe();
  const summary = useSummary();
  const name = me.data?.user.name ?? session?.name;
  return (
    <div className="space-y-8">
      <PageTitle>{t`Volunteer dashboard`}</PageTitle>
      <div className="space-y-2">
        <WelcomeHeading name={name} loading={me.isPending} />
        <p className="text-lg text-muted">
          <Trans>Thank you for volunteering. Nearby requests and your tasks are below.</Trans>
        </p>
      </div>
      {duty}
      <section aria-label={t`Summary`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SummaryCard
          label={t`Notifications`}
          Icon={Bell}
          loading={summary.isPending}
          value={summary.data ? f.count(summary.data.unreadNotifications) : '–'}
          note={
            <span className="text-sm text-muted">
              <Trans>unread</Trans>
            </span>
          }
        />
      </section>
      <nav aria-label={t`Volunteer lists`} className="grid gap-4 sm:grid-cols-2">
        {links.map(({ to, label, text, Icon }) => (
          <Card key={to} className="p-0">
            <Link to={to} className="flex items-center gap-4 rounded-2xl p-5 transition-colors hover:bg-primary-50">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
                <Icon className="size-6" aria-hidden />
              </span>
              <span>
                <span className="block text-lg font-bold text-ink">{i18n._(label)}</span>
                <span className="block text-muted">{i18n._(text)}</span>
              </span>
            </Link>
          </Card>
        ))}
      </nav>
    </div>
  );
}

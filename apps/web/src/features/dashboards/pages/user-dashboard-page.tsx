import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, ClipboardList, HandHeart } from 'lucide-react';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useMe } from '../../../lib/queries/me.ts';
import { useSummary } from '../api/get-summary.ts';
import { RecentActivities } from '../components/recent-activities.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { WelcomeHeading } from '../components/welcome-heading.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

/**
 * /user/dashboard (spec 1 §1): welcome, the summary cards and Recent Activities. The spec's fourth
 * card, a "Published Blogs – Feature Coming Soon" placeholder, promised what does not exist: it is gone.
 */
export function UserDashboardPage() {
  const { t } = useLingui();
  const f = useFormat();
  const session = useSession();
  const me = useMe();
  const summary = useSummary();
  // Until the profile arrives (or if it cannot be read), the name stored at sign-in is used.
  const name = me.data?.user.name ?? session?.name;
  const figures = summary.data;
  const loading = summary.isPending;
  const failed = summary.isError;

  return (
    <div className="space-y-8">
      <PageTitle>{t`Dashboard`}</PageTitle>
      <div className="space-y-2">
        <WelcomeHeading name={name} loading={me.isPending} />
        <p className="text-lg text-muted">
          <Trans>Here you can borrow equipment, ask for help, donate and join meetings.</Trans>
        </p>
      </div>
      {failed ? (
        <ErrorAlert>
          <Trans>Your dashboard figures could not be loaded. Please try again later.</Trans>
        </ErrorAlert>
      ) : null}
      <section aria-label={t`Summary`} aria-busy={loading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SummaryCard
          label={t`Total Requests`}
          Icon={ClipboardList}
          loading={loading}
          value={figures ? f.count(figures.totalRequests) : '–'}
        />
        <SummaryCard
          label={t`Donations Made`}
          Icon={HandHeart}
          loading={loading}
          value={figures ? f.rupees(figures.donationsTotal) : '–'}
        />
        <SummaryCard
          label={t`Notifications`}
          Icon={Bell}
          loading={loading}
          value={figures ? f.count(figures.unreadNotifications) : '–'}
          note={
            <span className="text-sm text-muted">
              <Trans>unread</Trans>
            </span>
          }
        />
      </section>
      <RecentActivities activities={figures?.recentActivities} loading={loading} />
    </div>
  );
}

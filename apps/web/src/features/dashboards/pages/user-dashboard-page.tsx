import { Bell, ClipboardList, HandHeart, NotebookPen } from 'lucide-react';
import { PageTitle } from '../../../components/page-title.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useSession } from '../../../lib/auth-store.ts';
import { formatRupees } from '@sahaya/contract/format';
import { useMe } from '../../../lib/me.ts';
import { useSummary } from '../api/get-summary.ts';
import { RecentActivities } from '../components/recent-activities.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { WelcomeHeading } from '../components/welcome-heading.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

/** /user/dashboard (spec 1 §1): welcome, the four summary cards and Recent Activities. */
export function UserDashboardPage() {
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
      <PageTitle>Dashboard</PageTitle>
      <div className="space-y-2">
        <WelcomeHeading name={name} loading={me.isPending} />
        <p className="text-lg text-muted">Here you can borrow equipment, ask for help, donate and join meetings.</p>
      </div>
      {failed ? (
        <ErrorAlert>
          Your dashboard figures could not be loaded. Please try again later.
        </ErrorAlert>
      ) : null}
      <section aria-label="Summary" aria-busy={loading} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard label="Total Requests" Icon={ClipboardList} loading={loading} value={figures?.totalRequests ?? '–'} />
        <SummaryCard
          label="Donations Made"
          Icon={HandHeart}
          loading={loading}
          value={figures ? formatRupees(figures.donationsTotal) : '–'}
        />
        <SummaryCard
          label="Published Blogs"
          Icon={NotebookPen}
          value={<Badge tone="warning" className="text-base">Feature Coming Soon</Badge>}
        />
        <SummaryCard
          label="Notifications"
          Icon={Bell}
          loading={loading}
          value={figures?.unreadNotifications ?? '–'}
          note={<span className="text-sm text-muted">unread</span>}
        />
      </section>
      <RecentActivities activities={figures?.recentActivities} loading={loading} />
    </div>
  );
}

import { ClipboardList, HandCoins, HeartHandshake, Users } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardSizes } from '@sahaya/contract/admin-dashboard/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { ActivityChartCard } from '../components/activity-chart-card.tsx';
import { ListCard } from '../components/list-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { assetCategoryLabels, formatCount, formatDate, formatNearDateTime, formatRupees } from '@sahaya/contract/format';
import { truncate } from '../utils/truncate.ts';
import { paths } from '../../../lib/paths.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api-error.ts';

const priorityTone = { urgent: 'danger', normal: 'primary', high: 'danger', medium: 'warning', low: 'neutral' } as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The words of an asset category as people say them. */

/**
 * /admin/dashboard (spec 3 §2): the four figures, upcoming meetings, recent donations, pending
 * requests of both kinds and the 30-day chart, all from one call to GET /api/admin/dashboard.
 */
export function AdminDashboardPage() {
  const { data, isError, error } = useAdminDashboard();
  const cards = data?.cards;

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <PageTitle>Admin dashboard</PageTitle>
      <h1 className="text-3xl font-extrabold text-ink">Dashboard</h1>

      {isError ? (
        <ErrorAlert>
          {readFailure(error).message}
        </ErrorAlert>
      ) : null}

      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Active Users" value={cards && formatCount(cards.activeUsers)} Icon={Users} />
        <StatCard label="Active Volunteers" value={cards && formatCount(cards.activeVolunteers)} Icon={HeartHandshake} />
        <StatCard label="Donations Received" value={cards && formatRupees(cards.donationsReceived)} Icon={HandCoins} />
        <StatCard label="Pending Requests" value={cards && formatCount(cards.pendingRequests)} Icon={ClipboardList} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ListCard
          title="Upcoming Meetings"
          link={{ to: paths.admin.meetings, label: 'View all meetings' }}
          items={data?.upcomingMeetings}
          emptyText="No upcoming meetings"
          rowsWhileLoading={dashboardSizes.upcomingMeetings}
          itemKey={(m) => m._id}
          renderItem={(m) => (
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <p className="font-semibold text-ink">{m.title}</p>
              <p className="text-sm text-muted">
                <time dateTime={m.scheduledTime}>{formatNearDateTime(m.scheduledTime)}</time> · {m.participantCount}{' '}
                {m.participantCount === 1 ? 'participant' : 'participants'}
              </p>
            </div>
          )}
        />
        <ListCard
          title="Recent Donations"
          link={{ to: paths.admin.donations, label: 'View all donations' }}
          items={data?.recentDonations}
          emptyText="No donations yet"
          rowsWhileLoading={dashboardSizes.recentDonations}
          itemKey={(d) => d._id}
          renderItem={(d) => (
            <div className="flex items-baseline justify-between gap-4">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{d.donorName}</p>
                <p className="text-sm text-muted">
                  {capitalise(d.campaign)} · <time dateTime={d.date}>{formatDate(d.date)}</time>
                </p>
              </div>
              <p className="shrink-0 font-bold text-primary-800">{formatRupees(d.amount)}</p>
            </div>
          )}
        />
      </div>

      <Card className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Pending Requests</CardTitle>
          <Link
            to={paths.admin.requestManagement}
            className="inline-flex min-h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
          >
            Manage requests
          </Link>
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          <ListCard
            bare
            level={3}
            title="Assistance Requests"
            link={{ to: `${paths.admin.requestManagement}?tab=assistance`, label: 'All assistance requests' }}
            items={data?.pendingAssistanceRequests}
            emptyText="No pending assistance requests"
            rowsWhileLoading={dashboardSizes.pendingAssistanceRequests}
            itemKey={(r) => r._id}
            renderItem={(r) => (
              <div className="space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={paths.admin.assistanceRequest(r._id)}
                    className="font-semibold text-primary-800 underline underline-offset-4"
                  >
                    {r.type === 'ambulance' ? 'Ambulance' : `Volunteer${r.volunteerType ? ` · ${capitalise(r.volunteerType)}` : ''}`}
                  </Link>
                  <Badge tone={priorityTone[r.priority]}>{capitalise(r.priority)}</Badge>
                </div>
                <p className="text-sm text-ink">{truncate(r.description)}</p>
                <p className="text-sm text-muted">
                  {r.user.name} · for {formatDate(r.requestedDate)}
                </p>
              </div>
            )}
          />
          <ListCard
            bare
            level={3}
            title="Asset Requests"
            link={{ to: `${paths.admin.requestManagement}?tab=assets`, label: 'All asset requests' }}
            items={data?.pendingAssetRequests}
            emptyText="No pending asset requests"
            rowsWhileLoading={dashboardSizes.pendingAssetRequests}
            itemKey={(r) => r._id}
            renderItem={(r) => (
              <div className="space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-ink">
                    {r.asset.name} × {r.quantity}
                  </p>
                  <Badge tone={priorityTone[r.priority]}>{capitalise(r.priority)}</Badge>
                </div>
                <p className="text-sm text-muted">
                  {assetCategoryLabels[r.asset.category]} · {r.user.name} · needed {formatDate(r.requestedDate)}
                </p>
              </div>
            )}
          />
        </div>
      </Card>

      <ActivityChartCard days={data?.charts.days} />
    </div>
  );
}

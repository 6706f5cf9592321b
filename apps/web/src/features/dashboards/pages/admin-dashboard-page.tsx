import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, HandCoins, HeartHandshake, Hourglass, MessageSquareWarning, Users } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardSizes } from '@sahaya/contract/dashboards/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { ActivityChartCard } from '../components/activity-chart-card.tsx';
import { ListCard } from '../components/list-card.tsx';
import { ResponseTimesCard } from '../components/response-times-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { assistanceKindWord, campaignWord, priorityWord } from '../utils/dashboard-words.ts';
import { truncate } from '../utils/truncate.ts';
import { paths } from '../../../lib/paths.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const priorityTone = { urgent: 'danger', normal: 'primary', high: 'danger', medium: 'warning', low: 'neutral' } as const;

/** Request Management's asset requests, filtered to the loans past their return day. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
const overdueLoansPath = `${paths.admin.requestManagementTab('assets')}&status=overdue`;

/** Request Management's assistance requests, filtered to those no volunteer on duty accepted. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
const unansweredRequestsPath = `${paths.admin.requestManagementTab('assistance')}&unanswered=true`;

/** The grievance desk, filtered to the grievances past their day unanswered. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
const overdueGrievancesPath = `${paths.admin.grievances}?overdue=true`;

/** Under the pending figure: the loans past their return day, which the admin has to chase. */
function OverdueLoansLink({ count }: { count: number }) {
  return (
    <Link to={overdueLoansPath} className="inline-flex min-h-8 items-center text-sm font-semibold text-danger underline underline-offset-4">
      <Plural value={count} one="# overdue loan" other="# overdue loans" />
    </Link>
  );
}

/**
 * /admin/dashboard (spec 3 §2): the four figures, the requests nobody answered and how fast help
 * came, upcoming meetings, recent donations, pending requests of both kinds and the 30-day chart,
 * all from one call to GET /api/admin/dashboard.
 */
export function AdminDashboardPage() {
  const { data, isError, error } = useAdminDashboard();
  const cards = data?.cards;
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <PageTitle>{t`Admin dashboard`}</PageTitle>
      <PageHeader title={<Trans>Dashboard</Trans>} />

      {isError ? (
        <ErrorAlert>
          {readFailure(error).message}
        </ErrorAlert>
      ) : null}

      <section aria-label={t`Overview`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t`Active Users`} value={cards && f.count(cards.activeUsers)} Icon={Users} />
        <StatCard label={t`Active Volunteers`} value={cards && f.count(cards.activeVolunteers)} Icon={HeartHandshake} />
        <StatCard label={t`Donations Received`} value={cards && f.rupees(cards.donationsReceived)} Icon={HandCoins}>
          {cards && cards.demoDonations > 0 ? (
            <p className="text-sm text-muted">
              <Trans>Demo gifts, no money paid: {f.rupees(cards.demoDonations)}</Trans>
            </p>
          ) : null}
        </StatCard>
        <StatCard label={t`Pending Requests`} value={cards && f.count(cards.pendingRequests)} Icon={ClipboardList}>
          {cards && cards.overdueLoans > 0 ? <OverdueLoansLink count={cards.overdueLoans} /> : null}
        </StatCard>
      </section>

      <section aria-label={t`Answers to requests for help`} className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:items-start">
        <StatCard label={t`Unanswered Requests`} value={cards && f.count(cards.unansweredRequests)} Icon={Hourglass}>
          <Link
            to={unansweredRequestsPath}
            className="inline-flex min-h-8 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
          >
            <Trans>View unanswered requests</Trans>
          </Link>
        </StatCard>
        <ResponseTimesCard times={data?.responseTimes} className="lg:col-span-2" />
      </section>

      <section aria-label={t`Grievances`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t`Open Grievances`} value={cards && f.count(cards.openGrievances)} Icon={MessageSquareWarning}>
          <div className="flex flex-col items-start">
          {cards && cards.overdueGrievances > 0 ? (
            <Link to={overdueGrievancesPath} className="inline-flex min-h-8 items-center text-sm font-semibold text-danger underline underline-offset-4">
              <Plural value={cards.overdueGrievances} one="# past its day to answer" other="# past their day to answer" />
            </Link>
          ) : null}
          <Link to={paths.admin.grievances} className="inline-flex min-h-8 items-center text-sm font-semibold text-primary-800 underline underline-offset-4">
            <Trans>Open the grievance desk</Trans>
          </Link>
          </div>
        </StatCard>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ListCard
          title={t`Upcoming Meetings`}
          link={{ to: paths.admin.meetings, label: t`View all meetings` }}
          items={data?.upcomingMeetings}
          emptyText={t`No upcoming meetings`}
          rowsWhileLoading={dashboardSizes.upcomingMeetings}
          itemKey={(m) => m._id}
          renderItem={(m) => (
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <p className="font-semibold text-ink">{m.title}</p>
              <p className="text-sm text-muted">
                <time dateTime={m.scheduledTime}>{f.nearDateTime(m.scheduledTime)}</time> ·{' '}
                <Plural value={m.participantCount} one="# participant" other="# participants" />
              </p>
            </div>
          )}
        />
        <ListCard
          title={t`Recent Donations`}
          link={{ to: paths.admin.donations, label: t`View all donations` }}
          items={data?.recentDonations}
          emptyText={t`No donations yet`}
          rowsWhileLoading={dashboardSizes.recentDonations}
          itemKey={(d) => d._id}
          renderItem={(d) => (
            <div className="flex items-baseline justify-between gap-4">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{d.donorName ?? ct(donationMessages.anonymous)}</p>
                <p className="text-sm text-muted">
                  {campaignWord(i18n, d.campaign)} · <time dateTime={d.date}>{f.date(d.date)}</time>
                </p>
                {d.isDemo ? (
                  <Badge tone="warning" className="mt-1 rounded-lg">
                    {ct(donationMessages.demoBadge)}
                  </Badge>
                ) : null}
              </div>
              <p className="shrink-0 font-bold text-primary-800">{f.rupees(d.amount)}</p>
            </div>
          )}
        />
      </div>

      <Card className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <Trans>Pending Requests</Trans>
          </CardTitle>
          <Link
            to={paths.admin.requestManagement}
            className="inline-flex min-h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
          >
            <Trans>Manage requests</Trans>
          </Link>
        </div>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <ListCard
            bare
            level={3}
            title={t`Assistance Requests`}
            link={{ to: `${paths.admin.requestManagement}?tab=assistance`, label: t`All assistance requests` }}
            items={data?.pendingAssistanceRequests}
            emptyText={t`No pending assistance requests`}
            rowsWhileLoading={dashboardSizes.pendingAssistanceRequests}
            itemKey={(r) => r._id}
            renderItem={(r) => {
              const requesterName = r.user.name;
              const requestedOn = f.date(r.requestedDate);
              return (
                <div className="space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={paths.admin.assistanceRequest(r._id)}
                      className="font-semibold text-primary-800 underline underline-offset-4"
                    >
                      {assistanceKindWord(i18n, r)}
                    </Link>
                    <Badge tone={priorityTone[r.priority]}>{priorityWord(i18n, r.priority)}</Badge>
                  </div>
                  <p className="text-sm text-ink">{truncate(r.description)}</p>
                  <p className="text-sm text-muted">
                    <Trans>
                      {requesterName} · for {requestedOn}
                    </Trans>
                  </p>
                </div>
              );
            }}
          />
          <ListCard
            bare
            level={3}
            title={t`Asset Requests`}
            link={{ to: `${paths.admin.requestManagement}?tab=assets`, label: t`All asset requests` }}
            items={data?.pendingAssetRequests}
            emptyText={t`No pending asset requests`}
            rowsWhileLoading={dashboardSizes.pendingAssetRequests}
            itemKey={(r) => r._id}
            renderItem={(r) => {
              const categoryName = r.asset.categoryName;
              const requesterName = r.user.name;
              const neededOn = f.date(r.requestedDate);
              return (
                <div className="space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-ink">
                      {r.asset.name} × {r.quantity}
                    </p>
                    <Badge tone={priorityTone[r.priority]}>{priorityWord(i18n, r.priority)}</Badge>
                  </div>
                  <p className="text-sm text-muted">
                    <Trans>
                      {categoryName} · {requesterName} · needed {neededOn}
                    </Trans>
                  </p>
                </div>
              );
            }}
          />
        </div>
      </Card>

      <ActivityChartCard days={data?.charts.days} />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Activity } from '@sahaya/contract/activity';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { isMeetingStatus, MeetingStatusBadge } from '../../../components/ui/meeting-status-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { subjectIcons } from '../../../components/subject-icons.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { statusWord } from '../../../lib/status-words.ts';
import { activityTitle } from '../utils/dashboard-words.ts';
import { activityLabels, activityLink } from '../utils/activity-link.ts';
import { paths } from '../../../lib/paths.ts';
import { useNow } from '../../../lib/hooks/use-now.ts';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

function statusTone(status: string) {
  if (status === 'completed' || status === 'approved') return 'success' as const;
  if (status === 'rejected' || status === 'failed' || status === 'cancelled') return 'danger' as const;
  if (status === 'pending' || status === 'scheduled') return 'warning' as const;
  return 'neutral' as const;
}

/** A meeting reads as on the Meetings page (In Progress, Ready to Join …); anything else by its own status. */
function ActivityStatus({ activity, now }: { activity: Activity; now: number }) {
  const { i18n } = useLingui();
  if (activity.kind === 'meeting' && isMeetingStatus(activity.status)) {
    // A meeting's activity is dated when it takes place, which is what its badge reads.
    return <MeetingStatusBadge meeting={{ status: activity.status, scheduledTime: activity.date }} now={now} />;
  }
  return (
    <Badge tone={statusTone(activity.status)}>{statusWord(i18n, activity.status)}</Badge>
  );
}

function ActivityRow({ activity, now }: { activity: Activity; now: number }) {
  const Icon = subjectIcons[activity.kind];
  const { i18n } = useLingui();
  const f = useFormat();
  const kind = i18n._(activityLabels[activity.kind]);
  const named = activityTitle(i18n, activity);
  const amount = activity.amount === null ? null : f.rupees(activity.amount);
  return (
    <li>
      <Link
        to={activityLink(activity)}
        className="flex items-center gap-4 rounded-xl p-3 transition-colors hover:bg-primary-50"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-stone-100 text-primary-800">
          <Icon className="size-5" aria-hidden />
        </span>
        {/* The status sits under the title, so a long title keeps the row's whole width on a phone. */}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-ink">
            {amount === null ? (
              <Trans>
                {kind}: {named}
              </Trans>
            ) : (
              <Trans>
                {kind}: {amount} · {named}
              </Trans>
            )}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {f.date(activity.date)}
            <ActivityStatus activity={activity} now={now} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The person's latest actions, each leading to its page; a friendly start for a new account. */
export function RecentActivities({ activities, loading }: { activities: Activity[] | undefined; loading: boolean }) {
  const now = useNow();
  return (
    <Card>
      <CardTitle>
        <Trans>Recent Activities</Trans>
      </CardTitle>
      {loading ? (
        <LoadingPlaceholder className="mt-4 space-y-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </LoadingPlaceholder>
      ) : !activities || activities.length === 0 ? (
        <div className="mt-4 rounded-xl bg-stone-50 p-6 text-center">
          <p className="font-semibold text-ink">
            <Trans>No activity yet.</Trans>
          </p>
          <p className="mt-1 text-muted">
            <Trans>When you borrow equipment, ask for help, donate or join a meeting, it will show up here.</Trans>
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button asChild size="sm">
              <Link to={paths.user.assets}>
                <Trans>Browse equipment</Trans>
              </Link>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <Link to={paths.user.donations}>
                <Trans>Donate</Trans>
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {activities.map((activity) => (
            <ActivityRow key={`${activity.kind}-${activity.id}`} activity={activity} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}

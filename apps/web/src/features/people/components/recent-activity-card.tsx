import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Activity, ActivityKind } from '@sahaya/contract/activity';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';

const kindLabel: Record<ActivityKind, MessageDescriptor> = {
  assetRequest: msg`Asset request`,
  assistanceRequest: msg`Assistance request`,
  donation: msg`Donation`,
  meeting: msg`Meeting`,
};

/** Where the admin reads more about an action; only assistance requests have a page of their own. */
function linkFor(item: Activity): string | null {
  return item.kind === 'assistanceRequest' ? paths.admin.assistanceRequest(item.id) : null;
}

const statusTone: Record<string, 'warning' | 'success' | 'danger' | 'primary' | 'neutral'> = {
  pending: 'warning',
  approved: 'success',
  completed: 'primary',
  rejected: 'danger',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
  scheduled: 'warning',
  active: 'success',
};

/** The statuses of requests, donations and meetings, as the badge names them. */
const statusWords: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  scheduled: msg`Scheduled`,
  active: msg`Active`,
};

/**
 * The titles the server words itself (an assistance request's "Ambulance" or "Eldercare
 * volunteer", a donation's campaign), by the value they are made from. Asset names and meeting
 * titles were typed by people and stay as they are.
 */
const assistanceTitles: Record<string, MessageDescriptor> = {
  ambulance: msg`Ambulance`,
  medical: msg`Medical volunteer`,
  eldercare: msg`Eldercare volunteer`,
  maintenance: msg`Maintenance volunteer`,
  transportation: msg`Transportation volunteer`,
  general: msg`General volunteer`,
};

const campaignTitles: Record<string, MessageDescriptor> = {
  general: msg`General`,
  education: msg`Education`,
  health: msg`Health`,
  food: msg`Food`,
  shelter: msg`Shelter`,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function titleOf(i18n: I18n, item: Activity): string {
  const value = item.title.toLowerCase().replace(/ volunteer$/, '');
  const words = item.kind === 'assistanceRequest' ? assistanceTitles[value] : item.kind === 'donation' ? campaignTitles[value] : undefined;
  return words ? i18n._(words) : item.title;
}

function statusOf(i18n: I18n, status: string): string {
  const words = statusWords[status];
  return words ? i18n._(words) : capitalise(status);
}

/** The person's latest real actions, newest first (spec 3 shows a fixed text; this shows what they did). */
export function RecentActivityCard({ items, className }: { items: Activity[]; className?: string }) {
  const { i18n } = useLingui();
  const f = useFormat();
  return (
    <Card className={className}>
      <CardTitle>
        <Trans>Recent Activity</Trans>
      </CardTitle>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">
          <Trans>No recent activity</Trans>
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {items.map((item) => {
            const link = linkFor(item);
            const title = titleOf(i18n, item);
            return (
              <li key={`${item.kind}-${item.id}`} className="border-s-4 border-primary-200 ps-3">
                <p className="text-sm font-semibold text-muted">{i18n._(kindLabel[item.kind])}</p>
                <div className="flex flex-wrap items-center gap-2">
                  {link ? (
                    <Link to={link} className="font-semibold text-primary-800 underline underline-offset-4">
                      {title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-ink">{title}</span>
                  )}
                  {item.amount !== null ? <span className="font-semibold">{f.rupees(item.amount)}</span> : null}
                  <Badge tone={statusTone[item.status] ?? 'neutral'}>{statusOf(i18n, item.status)}</Badge>
                </div>
                <p className="text-sm text-muted">
                  <time dateTime={item.date}>{f.dateTime(item.date)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

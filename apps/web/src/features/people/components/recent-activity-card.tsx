import { Link } from 'react-router';
import type { Activity, ActivityKind } from '@sahaya/contract/activity';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime, formatRupees } from '@sahaya/contract/format';
import { paths } from '../../../lib/paths.ts';

const kindLabel: Record<ActivityKind, string> = {
  assetRequest: 'Asset request',
  assistanceRequest: 'Assistance request',
  donation: 'Donation',
  meeting: 'Meeting',
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
  cancelled: 'neutral',
  scheduled: 'warning',
  active: 'success',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The person's latest real actions, newest first (spec 3 shows a fixed text; this shows what they did). */
export function RecentActivityCard({ items, className }: { items: Activity[]; className?: string }) {
  return (
    <Card className={className}>
      <CardTitle>Recent Activity</CardTitle>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">No recent activity</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {items.map((item) => {
            const link = linkFor(item);
            return (
              <li key={`${item.kind}-${item.id}`} className="border-l-4 border-primary-200 pl-3">
                <p className="text-sm font-semibold text-muted">{kindLabel[item.kind]}</p>
                <div className="flex flex-wrap items-center gap-2">
                  {link ? (
                    <Link to={link} className="font-semibold text-primary-800 underline underline-offset-4">
                      {item.title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-ink">{item.title}</span>
                  )}
                  {item.amount !== null ? <span className="font-semibold">{formatRupees(item.amount)}</span> : null}
                  <Badge tone={statusTone[item.status] ?? 'neutral'}>{capitalise(item.status)}</Badge>
                </div>
                <p className="text-sm text-muted">
                  <time dateTime={item.date}>{formatDateTime(item.date)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

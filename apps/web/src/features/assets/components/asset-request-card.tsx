import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AssetRequest } from '@sahaya/contract/assets/schemas';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { AssetImage } from './asset-image.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';

interface AssetRequestCardProps {
  request: AssetRequest;
  /** The asset's name as a heading, or as a link to its page; left out where the page is the asset's. */
  title?: ReactNode;
  className?: string;
}

/**
 * One of the person's asset requests: its status, the day and quantity asked for, when it was made
 * and the admin's comment on it, if any.
 */
export function AssetRequestCard({ request, title, className }: AssetRequestCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const requestedOn = f.date(request.createdAt);
  return (
    <article className={cn('flex gap-4 rounded-xl border border-stone-200 bg-white p-4', className)}>
      {title ? (
        <div className="hidden size-20 shrink-0 overflow-hidden rounded-lg sm:block">
          <AssetImage name={request.asset.name} category={request.asset.category} src={request.asset.image} decorative />
        </div>
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {title ?? (
            <p className="font-semibold text-ink">
              <Trans>Requested on {requestedOn}</Trans>
            </p>
          )}
          <RequestStatusBadge status={request.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-ink sm:grid-cols-3">
          <Detail term={t`Needed from`}>
            <time dateTime={request.requestedDate}>{f.calendarDay(request.requestedDate)}</time>
          </Detail>
          <Detail term={t`Quantity`}>{request.quantity}</Detail>
          {title ? (
            <Detail term={t`Requested on`}>
              <time dateTime={request.createdAt}>{requestedOn}</time>
            </Detail>
          ) : null}
        </dl>
        {request.comment ? (
          <div className="flex gap-2 rounded-lg bg-stone-50 p-3">
            <MessageSquareText className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
            <p className="break-words text-ink">
              <span className="font-semibold">
                <Trans>Admin comment:</Trans>{' '}
              </span>
              {request.comment}
            </p>
          </div>
        ) : null}
      </div>
    </article>
  );
}

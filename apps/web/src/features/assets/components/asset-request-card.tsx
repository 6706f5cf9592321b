import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, MessageSquareText, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AssetRequest } from '@sahaya/contract/assets/schemas';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { usualPickupHours } from '../utils/pickup-note.ts';
import { AssetImage } from './asset-image.tsx';
import { CancelAssetRequest, canCancelAssetRequest } from './cancel-asset-request.tsx';
import { LoanDeposit } from './loan-deposit.tsx';
import { canRenewLoan, RenewLoan } from './renew-loan.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';

interface AssetRequestCardProps {
  request: AssetRequest;
  /** The asset's name as a heading, or as a link to its page; left out where the page is the asset's. */
  title?: ReactNode;
  className?: string;
  /** After the person cancelled it: where focus goes, the Cancel button being gone. */
  onCancelled?: (request: AssetRequest) => void;
}

/**
 * One of the person's asset requests: its status (and "Overdue" with the due day once the return
 * day has passed), the period and quantity asked for, when it was made, when the units were handed
 * over and how they came back, the deposit paid and its refund, and the admin's comment on it, if any; Cancel while it may still be
 * cancelled, Renew while it is out and may be renewed.
 * A late loan says where to bring it back: the asset's pickup note, else the usual hours.
 */
export function AssetRequestCard({ request, title, className, onCancelled }: AssetRequestCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const requestedOn = f.date(request.createdAt);
  const due = f.calendarDay(request.returnDate);
  const { returnedAt } = request;
  const returnedOn = returnedAt ? f.date(returnedAt) : '';
  const pickupNote = request.asset.pickupNote ?? t(usualPickupHours);
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
          <span className="flex flex-wrap items-center gap-2">
            {request.isOverdue ? (
              <Badge tone="danger">
                <Trans>Overdue: due {due}</Trans>
              </Badge>
            ) : null}
            <RequestStatusBadge status={request.status} />
          </span>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-ink sm:grid-cols-3">
          <Detail term={t`Period`}>
            <time dateTime={request.requestedDate}>{f.calendarDay(request.requestedDate)}</time> –{' '}
            <time dateTime={request.returnDate}>{due}</time>
          </Detail>
          <Detail term={t`Quantity`}>{request.quantity}</Detail>
          {request.renewals > 0 ? <Detail term={t`Renewed`}>{t`${request.renewals} of ${request.asset.maxRenewals} times`}</Detail> : null}
          {title ? (
            <Detail term={t`Requested on`}>
              <time dateTime={request.createdAt}>{requestedOn}</time>
            </Detail>
          ) : null}
          {request.handedOverAt ? (
            <Detail term={t`Handed over`}>
              <time dateTime={request.handedOverAt}>{f.date(request.handedOverAt)}</time>
            </Detail>
          ) : null}
          {request.deposit ? <LoanDeposit deposit={request.deposit} /> : null}
          {returnedAt ? (
            <Detail term={t`Returned`}>
              {request.returnCondition === 'needs-repair' ? (
                <Trans>
                  <time dateTime={returnedAt}>{returnedOn}</time>, needs repair
                </Trans>
              ) : request.returnCondition === 'good' ? (
                <Trans>
                  <time dateTime={returnedAt}>{returnedOn}</time>, in good condition
                </Trans>
              ) : (
                <time dateTime={returnedAt}>{returnedOn}</time>
              )}
            </Detail>
          ) : null}
        </dl>
        {request.isOverdue ? (
          <div className="flex gap-2 rounded-lg bg-red-50 p-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            <p className="break-words text-ink">
              <Trans>Bring it back to where you collected it: {pickupNote}</Trans>
            </p>
          </div>
        ) : null}
        {request.returnCondition === 'needs-repair' && request.returnNote ? (
          <div className="flex gap-2 rounded-lg bg-amber-50 p-3">
            <Wrench className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
            <p className="break-words text-ink">
              <span className="font-semibold">
                <Trans>What needed repair:</Trans>{' '}
              </span>
              {request.returnNote}
            </p>
          </div>
        ) : null}
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
        {canCancelAssetRequest(request) || canRenewLoan(request) ? (
          <div className="flex flex-wrap justify-end gap-2">
            {canRenewLoan(request) ? <RenewLoan request={request} /> : null}
            {canCancelAssetRequest(request) ? <CancelAssetRequest request={request} onCancelled={onCancelled} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

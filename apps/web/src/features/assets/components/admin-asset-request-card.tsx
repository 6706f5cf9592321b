import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ChevronDown, ChevronUp, PackageCheck, Phone, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import { shownPhone, telHref } from '@sahaya/contract/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { Email } from '../../../components/ui/email.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { unitsText } from '../utils/request-words.ts';
import { AssetImage } from './asset-image.tsx';
import { CategoryName } from './category-name.tsx';
import { LoanDeposit } from './loan-deposit.tsx';
import type { Decision } from './decision-dialog.tsx';
import { RequestPriorityBadge } from './request-priority-badge.tsx';

/** How many days a loan is past its return day, counted on India's calendar. */
export function daysLate(returnDate: string, today = indiaDayOf()): number {
  return Math.max(daysBetween(returnDate, today), 0);
}

interface AdminAssetRequestCardProps {
  request: AdminAssetRequest;
  onShowUser: (user: AdminAssetRequest['user']) => void;
  onDecide: (request: AdminAssetRequest, decision: Decision) => void;
}

/**
 * One asset request (spec 3 "Request management"): the asset, who asked, status and priority, when
 * for and how long ago; the details on demand; and the decisions its state allows: approve or
 * reject while pending, mark returned once approved, and take back while nobody has collected it.
 */
export function AdminAssetRequestCard({ request, onShowUser, onDecide }: AdminAssetRequestCardProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const { t, i18n } = useLingui();
  // A list holds many such cards: each button is named by its own request, starting with the words it shows.
  const subject = `${request.asset.name}, ${request.user.name}`;
  const f = useFormat();
  const from = f.calendarDay(request.requestedDate);
  const dueBack = f.calendarDay(request.returnDate);
  const userName = request.user.name;
  const ago = f.relativeTime(request.createdAt);
  const phone = request.user.phone;
  const shownNumber = phone ? shownPhone(phone) : null;
  const late = daysLate(request.returnDate);

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-xl">
          <AssetImage name={request.asset.name} category={request.asset.category} src={request.asset.image} decorative />
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 id={titleId} className="text-lg font-bold break-words text-ink">
            {request.asset.name}
          </h2>
          <p className="text-ink">
            <Trans>
              Requested by{' '}
              <Button
                variant="link"
                className="min-h-11 whitespace-normal text-start break-words"
                aria-haspopup="dialog"
                onClick={() => onShowUser(request.user)}
              >
                {userName}
              </Button>
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <RequestStatusBadge status={request.status} />
            <RequestPriorityBadge priority={request.priority} />
            {request.isOverdue ? (
              <Badge tone="danger">{t({ message: plural(late, { one: 'Overdue · # day late', other: 'Overdue · # days late' }) })}</Badge>
            ) : null}
            {request.handedOverAt && request.status === 'approved' ? <Badge tone="primary">{t`Handed over`}</Badge> : null}
          </div>
          <p className="text-sm text-muted">
            <Trans>
              <span className="font-semibold text-ink">
                {from} – due back {dueBack}
              </span>{' '}
              · asked{' '}
              <time dateTime={request.createdAt} title={f.dateTime(request.createdAt)}>
                {ago}
              </time>
            </Trans>
          </p>
          {phone ? (
            <p className="text-sm">
              <a
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-4"
              >
                <Phone aria-hidden className="size-4" />
                <Trans>Call {shownNumber}</Trans>
              </a>
            </p>
          ) : null}
        </div>
      </div>

      {expanded ? (
        <dl id={detailsId} className="mt-4 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2">
          <Detail term={t`Category`}><CategoryName category={request.asset.category} /></Detail>
          <Detail term={t`Quantity`}>{i18n._(unitsText(request.quantity))}</Detail>
          {request.user.email ? (
            <Detail term={t`Contact Email`}>
              <Email address={request.user.email} />
            </Detail>
          ) : null}
          <Detail term={t`Request ID`}>
            <span className="font-mono text-sm break-all">{request._id}</span>
          </Detail>
          <Detail term={t`Reason`}>{request.reason || t`No reason given`}</Detail>
          {request.comment ? <Detail term={t`Admin comment`}>{request.comment}</Detail> : null}
          {request.handedOverAt ? (
            <Detail term={t`Handed over`}>
              <time dateTime={request.handedOverAt}>{f.dateTime(request.handedOverAt)}</time>
            </Detail>
          ) : null}
          {request.deposit ? <LoanDeposit deposit={request.deposit} /> : null}
          {request.returnCondition ? (
            <Detail term={t`Came back`}>
              {request.returnCondition === 'good' ? t`In good condition` : t`Needs repair`}
              {request.returnNote ? <span className="block break-words text-muted">{request.returnNote}</span> : null}
            </Detail>
          ) : null}
        </dl>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {expanded ? <Trans>Show Less</Trans> : <Trans>Show Details</Trans>}
        </Button>
        <div className="flex flex-1 flex-wrap justify-end gap-2">
          {request.status === 'pending' ? (
            <>
              <Button variant="secondary" size="sm" aria-label={t`Reject Request: ${subject}`} onClick={() => onDecide(request, 'rejected')}>
                <X aria-hidden />
                <Trans>Reject Request</Trans>
              </Button>
              <Button size="sm" aria-label={t`Approve Request: ${subject}`} onClick={() => onDecide(request, 'approved')}>
                <Check aria-hidden />
                <Trans>Approve Request</Trans>
              </Button>
            </>
          ) : null}
          {/* A loan nobody has collected yet can also be ended, its units straight back on the shelf. */}
          {request.status === 'approved' && !request.handedOverAt ? (
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-label={t`Take back: ${subject}`}
              onClick={() => onDecide(request, 'cancelled')}
            >
              <Undo2 aria-hidden />
              <Trans>Take back…</Trans>
            </Button>
          ) : null}
          {request.status === 'approved' ? (
            <Button size="sm" aria-label={t`Mark returned: ${subject}`} onClick={() => onDecide(request, 'completed')}>
              <PackageCheck aria-hidden />
              <Trans>Mark returned</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

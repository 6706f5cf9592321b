import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, Hourglass, MapPinOff, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { formatPreview } from '@sahaya/contract/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { assistanceKindText, requestedTimeText } from '../utils/request-words.ts';
import { AssistancePriorityBadge } from '../../../components/ui/assistance-priority-badge.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';

/**
 * One assistance request (spec 3 "Request management"): what is asked for with the start of its
 * description, its status and priority, whether it needs an admin (no location, or nobody answered
 * its waves), when it is wanted, who has been assigned, and the way to its details page.
 */
export function AdminAssistanceRequestCard({ request }: { request: AssistanceRequest }) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const title = assistanceKindText(i18n, request);

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="min-w-0 space-y-2">
        <h2 id={titleId} className="text-lg font-bold break-words text-ink">
          {title}
        </h2>
        <p className="break-words text-ink">{formatPreview(request.description)}</p>
        <div className="flex flex-wrap gap-2">
          <RequestStatusBadge status={request.status} />
          <AssistancePriorityBadge priority={request.priority} />
          {request.needsAssignment ? (
            <Badge tone="warning" className="gap-1 [&_svg]:size-4">
              <MapPinOff aria-hidden />
              {ct(m.needsAssignment)}
            </Badge>
          ) : null}
          {request.unanswered ? (
            <Badge tone="danger" className="gap-1 [&_svg]:size-4">
              <Hourglass aria-hidden />
              <Trans>Unanswered</Trans>
            </Badge>
          ) : null}
        </div>
        {request.needsAssignment ? (
          <p className="text-sm text-muted">
            <Trans>No location for this place: volunteers nearby will not find it, so assign one.</Trans>
          </p>
        ) : null}
        {request.unanswered ? (
          <p className="text-sm text-muted">
            <Trans>No volunteer on duty nearby accepted it: assign one, or call the person.</Trans>
          </p>
        ) : null}
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <IconFact icon={CalendarClock} term={t`Requested for`} className="text-ink">
            {requestedTimeText(f, request)}
          </IconFact>
          <IconFact icon={UserRound} term={t`Volunteer`} className={request.volunteer ? 'break-words text-ink' : 'text-muted'}>
            {request.volunteer?.name ?? ct(m.notAssigned)}
          </IconFact>
        </dl>
      </div>
      <div className="mt-4 flex justify-end">
        <Link
          to={paths.area('admin').assistanceRequest(request._id)}
          aria-describedby={titleId}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Trans>View More</Trans>
          <ArrowRight className="rtl:-scale-x-100" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

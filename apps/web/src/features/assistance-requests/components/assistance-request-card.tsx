import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { formatPreview } from '@sahaya/contract/format';
import { Button } from '../../../components/ui/button.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { assistanceKindText, requestedTimeText } from '../utils/request-words.ts';
import { AssistancePriorityBadge } from '../../../components/ui/assistance-priority-badge.tsx';
import { CancelAssistanceRequest, canCancelAssistanceRequest } from './cancel-assistance-request.tsx';

/**
 * One of the person's assistance requests in My Requests: what, how urgent, when, and who is
 * coming; Cancel while it waits or is accepted, `onCancelled` saying where focus goes after.
 */
export function AssistanceRequestCard({ request, onCancelled }: { request: AssistanceRequest; onCancelled?: () => void }) {
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const title = assistanceKindText(i18n, request);
  const when = requestedTimeText(f, request);
  return (
    <article className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-words text-ink">{title}</h2>
        <div className="flex flex-wrap gap-2">
          <RequestStatusBadge status={request.status} />
          <AssistancePriorityBadge priority={request.priority} />
        </div>
      </div>
      <p className="break-words text-ink">{formatPreview(request.description)}</p>
      <dl className="grid gap-x-6 gap-y-1 text-ink sm:grid-cols-2">
        <Detail term={t`Requested for`}>{when}</Detail>
        <Detail term={t`Volunteer`}>{request.volunteer ? request.volunteer.name : ct(m.notAssigned)}</Detail>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        {canCancelAssistanceRequest(request) ? (
          <CancelAssistanceRequest request={request} label={`${title}, ${when}`} onCancelled={onCancelled} />
        ) : null}
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.user.assistanceRequest(request._id)} aria-label={t`View More: ${title}, ${when}`}>
            <Trans>View More</Trans>
            <ArrowRight className="rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import {
  AssistanceDetailsFrame,
  AssistanceDetailsHeader,
  AssistanceDetailsTabs,
  EmergencyContactCard,
  PendingNotice,
  type ChatSlot,
  type DispatchSlot,
} from '../components/assistance-details.tsx';
import type { BackTo } from '../../../components/ui/details-frame.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { EmergencyCallLink } from '../components/emergency-number.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { CancelAssistanceRequest, canCancelAssistanceRequest } from '../components/cancel-assistance-request.tsx';
import { assistanceKindText } from '../utils/request-words.ts';
import { useCallThroughSahaya } from '../hooks/use-calls.ts';
import { paths } from '../../../lib/paths.ts';


/** Open ambulance requests: the number to call stays at hand while the request waits or is handled. */
const stillOpen = (request: RequestDetails) => request.status === 'pending' || request.status === 'approved';

function RequestView({ request, chat, dispatch }: { request: RequestDetails; chat?: ChatSlot; dispatch?: DispatchSlot }) {
  const ambulance = request.type === 'ambulance';
  const { t, i18n } = useLingui();
  const { ct } = useContractText();
  const call = useCallThroughSahaya(request);
  // Cancelled, the request has no Cancel button to hand focus back to: it goes to the heading,
  // beside the status that now says Cancelled.
  const focusAfter = useFocusAfterAction([request._id]);
  return (
    <div ref={focusAfter.ref} className="space-y-6">
      <AssistanceDetailsHeader
        request={request}
        eyebrow={t`Request Details`}
        actions={
          canCancelAssistanceRequest(request) ? (
            <CancelAssistanceRequest
              request={request}
              label={assistanceKindText(i18n, request)}
              size="md"
              onCancelled={() => focusAfter.settle(request._id)}
            />
          ) : null
        }
      />
      {ambulance && stillOpen(request) ? (
        <div role="note" aria-labelledby="ambulance-call-now" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p id="ambulance-call-now" className="font-semibold">
            <Trans>If a life is at risk, do not wait for this request: call the emergency number now.</Trans>
          </p>
          <EmergencyCallLink className="sm:max-w-sm" />
        </div>
      ) : null}
      {request.status === 'pending' ? (
        <>
          <PendingNotice />
          {dispatch?.(request)}
        </>
      ) : null}
      <AssistanceDetailsTabs
        request={request}
        aside={
          <>
            <ContactCard title={t`Volunteer`} person={request.volunteer} empty={ct(m.notAssigned)} call={call} />
            {ambulance ? <EmergencyContactCard title={t`Emergency Contact`} /> : null}
          </>
        }
        chat={chat?.(request)}
      />
    </div>
  );
}

/**
 * /user/assistanceRequests/{id} (spec 2 §2): one of the person's requests, who is coming, its
 * history and chat; while it waits, how many volunteers near the person have been told of it.
 */
export function UserAssistanceRequestPage({ chat, dispatch }: { chat?: ChatSlot; dispatch?: DispatchSlot }) {
  const { t } = useLingui();
  const back: BackTo = { to: paths.user.requestsTab('assistance'), label: t`My Requests` };
  return (
    <AssistanceDetailsFrame back={back}>
      {(request) => <RequestView request={request} chat={chat} dispatch={dispatch} />}
    </AssistanceDetailsFrame>
  );
}

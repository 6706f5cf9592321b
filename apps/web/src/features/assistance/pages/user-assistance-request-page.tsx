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
} from '../components/assistance-details.tsx';
import type { BackTo } from '../../../components/ui/details-frame.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { EmergencyCallLink } from '../components/emergency-number.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';


/** Open ambulance requests: the number to call stays at hand while the request waits or is handled. */
const stillOpen = (request: RequestDetails) => request.status === 'pending' || request.status === 'approved';

function RequestView({ request, chat }: { request: RequestDetails; chat?: ChatSlot }) {
  const ambulance = request.type === 'ambulance';
  const { t } = useLingui();
  const { ct } = useContractText();
  return (
    <>
      <AssistanceDetailsHeader request={request} eyebrow={t`Request Details`} />
      {ambulance && stillOpen(request) ? (
        <div role="note" aria-labelledby="ambulance-call-now" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p id="ambulance-call-now" className="font-semibold">
            <Trans>If a life is at risk, do not wait for this request: call the emergency number now.</Trans>
          </p>
          <EmergencyCallLink className="sm:max-w-sm" />
        </div>
      ) : null}
      {request.status === 'pending' ? <PendingNotice /> : null}
      <AssistanceDetailsTabs
        request={request}
        aside={
          <>
            <ContactCard title={t`Volunteer`} person={request.volunteer} empty={ct(m.notAssigned)} />
            {ambulance ? <EmergencyContactCard title={t`Emergency Contact`} /> : null}
          </>
        }
        chat={chat?.(request)}
      />
    </>
  );
}

/** /user/assistanceRequests/{id} (spec 2 §2): one of the person's requests, who is coming, its history and chat. */
export function UserAssistanceRequestPage({ chat }: { chat?: ChatSlot }) {
  const { t } = useLingui();
  const back: BackTo = { to: paths.user.requestsTab('assistance'), label: t`My Requests` };
  return (
    <AssistanceDetailsFrame back={back}>
      {(request) => <RequestView request={request} chat={chat} />}
    </AssistanceDetailsFrame>
  );
}

import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import {
  AssistanceDetailsFrame,
  AssistanceDetailsHeader,
  AssistanceDetailsTabs,
  PendingNotice,
  type ChatSlot,
} from '../components/assistance-details.tsx';
import type { BackTo } from '../../../components/ui/details-frame.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { paths } from '../../../lib/paths.ts';

const back: BackTo = { to: paths.user.requestsTab('assistance'), label: 'My Requests' };

function RequestView({ request, chat }: { request: RequestDetails; chat?: ChatSlot }) {
  return (
    <>
      <AssistanceDetailsHeader request={request} eyebrow="Request Details" />
      {request.status === 'pending' ? <PendingNotice /> : null}
      <AssistanceDetailsTabs
        request={request}
        aside={<ContactCard title="Volunteer" person={request.volunteer} empty={m.notAssigned} />}
        chat={chat?.(request)}
      />
    </>
  );
}

/** /user/assistanceRequests/{id} (spec 2 §2): one of the person's requests, who is coming, its history and chat. */
export function UserAssistanceRequestPage({ chat }: { chat?: ChatSlot }) {
  return (
    <AssistanceDetailsFrame back={back}>
      {(request) => <RequestView request={request} chat={chat} />}
    </AssistanceDetailsFrame>
  );
}

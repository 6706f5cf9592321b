import { HandHelping } from 'lucide-react';
import { myAssistanceRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { MyRequestList } from '../../../components/my-request-list.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMyAssistanceRequests } from '../api/my-assistance-requests.ts';
import { AssistanceRequestCard } from './assistance-request-card.tsx';

/**
 * The assistance tab of My Requests (spec 2 §2): the person's requests for help, searched by
 * description and filtered by status, 4 a page, each leading to its details.
 */
export function MyAssistanceRequests() {
  return (
    <MyRequestList
      endpoint={myAssistanceRequests}
      useRequests={useMyAssistanceRequests}
      name="assistance"
      label="Assistance requests"
      search={{ label: 'Search by description', placeholder: 'Type words from a request' }}
      failed={m.listFailed}
      itemHeight="h-40"
      empty={{
        icon: HandHelping,
        title: 'You have not asked for assistance yet.',
        text: 'A volunteer or an ambulance can come to one of your addresses.',
        action: { to: paths.user.newAssistanceRequest, label: 'Request Assistance' },
      }}
    >
      {(request) => <AssistanceRequestCard request={request} />}
    </MyRequestList>
  );
}

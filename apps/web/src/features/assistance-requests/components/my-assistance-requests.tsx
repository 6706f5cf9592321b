import { useLingui } from '@lingui/react/macro';
import { HandHelping } from 'lucide-react';
import { myAssistanceRequests } from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { MyRequestList } from '../../../components/my-request-list.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyAssistanceRequests } from '../api/my-assistance-requests.ts';
import { AssistanceRequestCard } from './assistance-request-card.tsx';

/**
 * The assistance tab of My Requests (spec 2 §2): the person's requests for help, searched by
 * description and filtered by status, 4 a page, each leading to its details.
 */
export function MyAssistanceRequests() {
  const { t } = useLingui();
  const { ct } = useContractText();
  return (
    <MyRequestList
      endpoint={myAssistanceRequests}
      useRequests={useMyAssistanceRequests}
      name="assistance"
      label={t`Assistance requests`}
      search={{ label: t`Search by description`, placeholder: t`Type words from a request` }}
      failed={ct(m.listFailed)}
      itemHeight="h-40"
      empty={{
        icon: HandHelping,
        title: t`You have not asked for assistance yet.`,
        text: t`A volunteer or an ambulance can come to one of your addresses.`,
        action: { to: paths.user.newAssistanceRequest, label: t`Request Assistance` },
      }}
    >
      {(request, settle) => <AssistanceRequestCard request={request} onCancelled={settle} />}
    </MyRequestList>
  );
}

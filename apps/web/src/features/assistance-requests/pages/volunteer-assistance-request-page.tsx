import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
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
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { useStatusChange } from '../hooks/use-status-change.ts';


function RequestView({ request, chat }: { request: RequestDetails; chat?: ChatSlot }) {
  const { t } = useLingui();
  const session = useSession();
  const requester = request.user.name;
  const { change, pending } = useStatusChange();
  const [confirming, setConfirming] = useState(false);
  const canComplete = request.volunteer?._id === session?.userId && request.status === 'approved';

  const complete = async () => {
    await change(request._id, 'complete');
    setConfirming(false);
  };

  return (
    <>
      <AssistanceDetailsHeader
        request={request}
        eyebrow={t`Request Details`}
        actions={
          canComplete ? (
            <Button pending={pending} onClick={() => setConfirming(true)}>
              <CheckCircle2 aria-hidden />
              <Trans>Mark as completed</Trans>
            </Button>
          ) : null
        }
      />
      {request.status === 'pending' ? <PendingNotice /> : null}
      <AssistanceDetailsTabs
        request={request}
        aside={
          <>
            <ContactCard title={t`Requester`} person={request.user} />
            <EmergencyContactCard title={t`Emergency support`} />
          </>
        }
        chat={chat?.(request)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Mark as completed?`}
        description={t`Confirm that the help has been given. ${requester} is told, and the request moves to Completed.`}
        confirmLabel={t`Mark as completed`}
        pending={pending}
        onConfirm={() => void complete()}
      />
    </>
  );
}

/** /volunteer/assistanceRequests/{id} (spec 2 §2): one request, its requester, place, history and chat. */
export function VolunteerAssistanceRequestPage({ chat }: { chat?: ChatSlot }) {
  const { t } = useLingui();
  const back: BackTo = { to: paths.volunteer.requests, label: t`Processing Requests` };
  return (
    <AssistanceDetailsFrame back={back}>
      {(request) => <RequestView request={request} chat={chat} />}
    </AssistanceDetailsFrame>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import {
  AssistanceDetailsFrame,
  AssistanceDetailsHeader,
  AssistanceDetailsTabs,
  EmergencyContactCard,
  PendingNotice,
  type ChatSlot,
} from '../components/assistance-details.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import type { BackTo } from '../../../components/ui/details-frame.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { DeclineRequestDialog } from '../components/decline-request-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { useCallThroughSahaya } from '../hooks/use-calls.ts';
import { useStatusChange } from '../hooks/use-status-change.ts';
import { assistanceKindText } from '../utils/request-words.ts';

/**
 * A request still waiting for a volunteer, as one told of it opens it from its notice: they may
 * accept it or decline it here, as on the Nearby list, and read it as the list does (first name,
 * town) until they accept.
 */
const isOpen = (request: RequestDetails) => request.status === 'pending' && request.volunteer === null;

function RequestView({ request, chat }: { request: RequestDetails; chat?: ChatSlot }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const requester = request.user.name;
  const { change, pending, pendingFor } = useStatusChange();
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const open = isOpen(request);
  const canComplete = request.volunteer?._id === session?.userId && request.status === 'approved';
  const kind = assistanceKindText(i18n, request);
  const call = useCallThroughSahaya(request);
  // Accepted, the request has no Accept button to hand focus back to: it goes to the request's
  // title, above the status that now says Approved.
  const focusAfter = useFocusAfterAction([request._id]);

  const complete = async () => {
    await change(request._id, 'complete');
    setConfirming(false);
  };
  const accept = async () => {
    if (await change(request._id, 'approve')) focusAfter.settle(request._id);
  };
  // Declined, the request is no longer the volunteer's to read: they go back to the list of those near them.
  const decline = async () => {
    const declined = await change(request._id, 'reject');
    setDeclining(false);
    if (declined) void navigate(paths.volunteer.assistanceRequests);
  };

  return (
    <div ref={focusAfter.ref} className="space-y-6">
      <AssistanceDetailsHeader
        request={request}
        eyebrow={t`Request Details`}
        actions={
          open ? (
            <>
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                pending={pendingFor?.action === 'reject'}
                disabled={pending && pendingFor?.action !== 'reject'}
                onClick={() => setDeclining(true)}
              >
                <X aria-hidden />
                <Trans>Decline</Trans>
              </Button>
              <Button
                pending={pendingFor?.action === 'approve'}
                disabled={pending && pendingFor?.action !== 'approve'}
                onClick={() => void accept()}
              >
                <Check aria-hidden />
                <Trans>Accept</Trans>
              </Button>
            </>
          ) : canComplete ? (
            <Button pending={pending} onClick={() => setConfirming(true)}>
              <CheckCircle2 aria-hidden />
              <Trans>Mark as completed</Trans>
            </Button>
          ) : null
        }
      />
      {request.status === 'pending' ? (
        <PendingNotice>
          {open ? (
            call ? (
              <Trans>
                This request is waiting for a volunteer. If you can help, accept it: the person&apos;s address is shown to you once you do,
                and you can call them through Sahaya.
              </Trans>
            ) : (
              <Trans>
                This request is waiting for a volunteer. If you can help, accept it: the person&apos;s phone number and address are shown
                to you once you do.
              </Trans>
            )
          ) : undefined}
        </PendingNotice>
      ) : null}
      <AssistanceDetailsTabs
        request={request}
        aside={
          <>
            <ContactCard title={t`Requester`} person={request.user} call={call} />
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
      <DeclineRequestDialog
        open={declining}
        onOpenChange={setDeclining}
        kind={kind}
        pending={pendingFor?.action === 'reject'}
        onConfirm={() => void decline()}
      />
    </div>
  );
}

/**
 * /volunteer/assistanceRequests/{id} (spec 2 §2): one request, its requester, place, history and
 * chat; a request still waiting, opened from the notice that told the volunteer of it, with
 * Accept and Decline. Back leads to the list the request belongs to: Nearby while it waits,
 * Processing Requests once it is theirs.
 */
export function VolunteerAssistanceRequestPage({ chat }: { chat?: ChatSlot }) {
  const { t } = useLingui();
  const processing: BackTo = { to: paths.volunteer.requests, label: t`Processing Requests` };
  const nearby: BackTo = { to: paths.volunteer.assistanceRequests, label: t`Request List` };
  return (
    <AssistanceDetailsFrame back={processing} top={(request) => <BackLink {...(request && isOpen(request) ? nearby : processing)} />}>
      {(request) => <RequestView request={request} chat={chat} />}
    </AssistanceDetailsFrame>
  );
}

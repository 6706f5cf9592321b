import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import {
  AssistanceDetailsFrame,
  AssistanceDetailsHeader,
  AssistanceDetailsTabs,
  EmergencyContactCard,
  PendingNotice,
  type DispatchSlot,
} from '../components/assistance-details.tsx';
import type { BackTo } from '../../../components/ui/details-frame.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { assistanceKindText, requestedTimeText } from '../utils/request-words.ts';
import { useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { AssignVolunteerDialog } from '../components/assign-volunteer-dialog.tsx';

/** Back to the assistance tab of Request Management. */
function useBack(): BackTo {
  const { t } = useLingui();
  return { to: paths.admin.requestManagementTab('assistance'), label: t`Assistance Requests` };
}

function RequestView({ request, dispatch }: { request: RequestDetails; dispatch?: DispatchSlot }) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const when = requestedTimeText(f, request);
  const [assigning, setAssigning] = useState(false);
  const pending = request.status === 'pending';
  // Assigned, the request has no Assign Volunteer button to hand focus back to: it goes to the
  // request's title, above its new status.
  const focusAfter = useFocusAfterAction([request._id]);

  return (
    <div ref={focusAfter.ref} className="space-y-6">
      <AssistanceDetailsHeader
        request={request}
        eyebrow={t`Assistance request`}
        actions={
          pending ? (
            <Button aria-haspopup="dialog" onClick={() => setAssigning(true)}>
              <UserPlus aria-hidden />
              <Trans>Assign Volunteer</Trans>
            </Button>
          ) : null
        }
      >
        <p className="text-muted">
          <Trans>
            Requested for <span className="font-semibold text-ink">{when}</span>
          </Trans>
        </p>
      </AssistanceDetailsHeader>
      {pending ? (
        <PendingNotice>
          <Trans>This request is waiting to complete the review process. Assign a volunteer to approve it.</Trans>
        </PendingNotice>
      ) : null}
      <AssistanceDetailsTabs
        request={request}
        showPriority
        aside={
          <>
            <ContactCard title={t`Requester`} person={request.user} />
            <ContactCard title={t`Volunteer`} person={request.volunteer} empty={ct(m.notAssigned)} />
            {dispatch?.(request)}
            <EmergencyContactCard title={t`Emergency Contact`} />
          </>
        }
      />
      <AssignVolunteerDialog
        requestId={request._id}
        open={assigning}
        onOpenChange={setAssigning}
        onAssigned={() => focusAfter.settle(request._id)}
      />
    </div>
  );
}

/**
 * /admin/assistanceRequests/{id} (spec 3 "Assistance request details"): one request, its people,
 * place and history, and which volunteers were told of it.
 */
export function AdminAssistanceRequestPage({ dispatch }: { dispatch?: DispatchSlot }) {
  const { t, i18n } = useLingui();
  const back = useBack();
  return (
    <AssistanceDetailsFrame
      back={back}
      top={(request) => (
        <Breadcrumb parent={{ to: back.to, label: back.label }} current={request ? assistanceKindText(i18n, request) : t`Request details`} />
      )}
    >
      {(request) => <RequestView request={request} dispatch={dispatch} />}
    </AssistanceDetailsFrame>
  );
}

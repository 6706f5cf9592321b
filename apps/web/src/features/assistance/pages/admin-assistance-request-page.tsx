import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { formatAssistanceKind, formatRequestedTime } from '@sahaya/contract/format';
import {
  AssistanceDetailsFrame,
  AssistanceDetailsHeader,
  AssistanceDetailsTabs,
  EmergencyContactCard,
  PendingNotice,
} from '../components/assistance-details.tsx';
import type { BackTo } from '../../../components/ui/details-frame.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFocusAfterAction } from '../../../lib/use-focus-after-action.ts';
import { AssignVolunteerDialog } from '../components/assign-volunteer-dialog.tsx';

const back: BackTo = { to: paths.admin.requestManagementTab('assistance'), label: 'Assistance Requests' };

function RequestView({ request }: { request: RequestDetails }) {
  const [assigning, setAssigning] = useState(false);
  const pending = request.status === 'pending';
  // Assigned, the request has no Assign Volunteer button to hand focus back to: it goes to the
  // request's title, above its new status.
  const focusAfter = useFocusAfterAction([request._id]);

  return (
    <div ref={focusAfter.ref} className="space-y-6">
      <AssistanceDetailsHeader
        request={request}
        eyebrow="Assistance request"
        actions={
          pending ? (
            <Button aria-haspopup="dialog" onClick={() => setAssigning(true)}>
              <UserPlus aria-hidden />
              Assign Volunteer
            </Button>
          ) : null
        }
      >
        <p className="text-muted">
          Requested for <span className="font-semibold text-ink">{formatRequestedTime(request.requestedDate, request.requestedTime)}</span>
        </p>
      </AssistanceDetailsHeader>
      {pending ? <PendingNotice>This request is waiting to complete the review process. Assign a volunteer to approve it.</PendingNotice> : null}
      <AssistanceDetailsTabs
        request={request}
        showPriority
        aside={
          <>
            <ContactCard title="Requester" person={request.user} />
            <ContactCard title="Volunteer" person={request.volunteer} empty={m.notAssigned} />
            <EmergencyContactCard title="Emergency Contact" />
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

/** /admin/assistanceRequests/{id} (spec 3 "Assistance request details"): one request, its people, place and history. */
export function AdminAssistanceRequestPage() {
  return (
    <AssistanceDetailsFrame
      back={back}
      top={(request) => (
        <Breadcrumb parent={{ to: back.to, label: back.label }} current={request ? formatAssistanceKind(request) : 'Request details'} />
      )}
    >
      {(request) => <RequestView request={request} />}
    </AssistanceDetailsFrame>
  );
}

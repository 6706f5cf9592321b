import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MEETING_SEARCH_DEBOUNCE_MS, type Role } from '@sahaya/contract/constants';
import type { ContractMessage } from '@sahaya/contract/i18n/message-table';
import { listMeetings, myMeetings } from '@sahaya/contract/meetings/endpoints';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { fromFirstPage, useKeepPageInRange, usePagedSearch } from '../../../lib/hooks/use-paged-search.ts';
import { useDeleteMeeting } from '../api/delete-meeting.ts';
import { useMeetingList } from '../api/list-meetings.ts';
import { useSetMeetingStatus } from '../api/set-meeting-status.ts';
import { MeetingDetailsDialog } from '../components/meeting-details-dialog.tsx';
import { MeetingsTable } from '../components/meetings-table.tsx';
import { ScheduleMeetingDialog } from '../components/schedule-meeting-dialog.tsx';
import { useNow } from '../../../lib/hooks/use-now.ts';
import { listHeading, meetingLink, readStatus, statusChoices } from '../utils/meeting-state.ts';
import { useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** A failure told by the client already (network, forbidden) is not told twice. */
const failWith = (message: ContractMessage) => (error: unknown) => {
  if (!readFailure(error).told) toast.error(contractText(message), { id: 'meetings' });
};

/**
 * /admin/meetings (spec 3 §2, title My Meetings) and /user/meetings, /volunteer/meetings (spec 2
 * §2): the meetings searched by title (300 ms) and filtered by status, five per page, with Join
 * or Details and the copyable link; the admin also schedules, cancels, starts early and deletes.
 */
export function MeetingsPage({ role }: { role: Role }) {
  const admin = role === 'admin';
  const navigate = useNavigate();
  const now = useNow();
  const paging = usePagedSearch(admin ? listMeetings : myMeetings, { debounceMs: MEETING_SEARCH_DEBOUNCE_MS });
  const { page, limit, search } = paging;
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const list = useMeetingList(admin ? 'all' : 'mine', role, { page, limit, search, status });
  const data = list.data;
  useKeepPageInRange(paging, data?.totalPages, data !== undefined && !list.isPlaceholderData);

  const setStatus = useSetMeetingStatus();
  const remove = useDeleteMeeting();
  const [scheduling, setScheduling] = useState(false);
  const [details, setDetails] = useState<Meeting | null>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const [joining, setJoining] = useState<string | undefined>();
  const focusAfter = useFocusAfterAction(data?.meetings.map((meeting) => meeting._id));
  const { i18n, t } = useLingui();
  const { ct } = useContractText();

  const filterBy = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('status', value);
      else next.delete('status');
      fromFirstPage(next);
      return next;
    });

  // Joining sets the meeting active (spec 3 §4) and opens its room.
  const join = (meeting: Meeting) => {
    setJoining(meeting._id);
    setStatus.mutate(
      { id: meeting._id, status: 'active' },
      {
        onSuccess: () => void navigate(`${paths.area(role).meetings}/${encodeURIComponent(meeting._id)}`),
        onError: failWith(m.joinFailed),
        onSettled: () => setJoining(undefined),
      },
    );
  };

  const copyLink = async (meeting: Meeting) => {
    try {
      await navigator.clipboard.writeText(meetingLink(window.location.origin, role, meeting._id));
      toast.success(contractText(m.linkCopied), { id: 'meeting-link' });
    } catch {
      toast.error(contractText(m.copyFailed), { id: 'meeting-link' });
    }
  };

  const cancel = () => {
    if (!cancelling) return;
    setStatus.mutate(
      { id: cancelling._id, status: 'cancelled' },
      {
        onSuccess: () => {
          toast.success(contractText(m.cancelled), { id: 'meetings' });
          focusAfter.settle(cancelling._id);
          setCancelling(null);
        },
        onError: failWith(m.cancelFailed),
      },
    );
  };

  const deleteOne = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(contractText(m.deleted), { id: 'meetings' });
        focusAfter.settle(deleting._id);
        setDeleting(null);
      },
      onError: failWith(m.deleteFailed),
    });
  };

  const emptyText = admin ? t`No meetings found` : t`You don't have any scheduled meetings.`;
  const heading = i18n._(listHeading(status, search));
  const cancellingTitle = cancelling?.title ?? '';
  const deletingTitle = deleting?.title ?? '';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle>{t`My Meetings`}</PageTitle>
      <PageHeader
        title={<Trans>My Meetings</Trans>}
        actions={
          admin ? (
            <Button onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden />
              <Trans>Schedule Meeting</Trans>
            </Button>
          ) : null
        }
      />

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SearchField
          id="meeting-search"
          label={<Trans>Search by title</Trans>}
          placeholder={t`Meeting title`}
          value={paging.typed}
          onChange={paging.onType}
        />
        <div className="space-y-1.5">
          <Label htmlFor="meeting-status">
            <Trans>Status</Trans>
          </Label>
          <Select id="meeting-status" value={status ?? ''} onChange={(event) => filterBy(event.target.value)}>
            {statusChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {i18n._(choice.label)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <section ref={focusAfter.ref} aria-labelledby="meeting-list-heading" className="space-y-4">
        <h2 id="meeting-list-heading" className="text-xl font-bold text-ink" aria-live="polite">
          {heading}
        </h2>
        {list.isError ? (
          <ErrorAlert>{admin ? ct(m.loadFailed) : t`Failed to load your meetings`}</ErrorAlert>
        ) : (
          <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <MeetingsTable
              label={heading}
              meetings={data?.meetings}
              loading={list.isPending || list.isPlaceholderData}
              rowsWhileLoading={limit}
              emptyText={emptyText}
              now={now}
              joining={joining}
              onJoin={join}
              onDetails={setDetails}
              onCopyLink={(meeting) => void copyLink(meeting)}
              onCancel={admin ? setCancelling : undefined}
              onDelete={admin ? setDeleting : undefined}
            />
          </div>
        )}
        {data ? <Pagination page={page} totalPages={data.totalPages} onPageChange={paging.goTo} label={heading} /> : null}
      </section>

      {admin ? <ScheduleMeetingDialog open={scheduling} onOpenChange={setScheduling} /> : null}
      <MeetingDetailsDialog
        meeting={details}
        role={role}
        onOpenChange={(open) => (open ? undefined : setDetails(null))}
        now={now}
        onStart={admin ? join : undefined}
        starting={joining !== undefined}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t`Cancel Meeting`}
        description={t`Cancel “${cancellingTitle}”? Its participants will no longer be able to join it.`}
        cancelLabel={t`Keep Meeting`}
        confirmLabel={t`Cancel Meeting`}
        tone="danger"
        pending={setStatus.isPending}
        onConfirm={cancel}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete Meeting`}
        description={t`Delete “${deletingTitle}” for good?`}
        confirmLabel={t`Delete`}
        tone="danger"
        pending={remove.isPending}
        onConfirm={deleteOne}
      />
    </div>
  );
}

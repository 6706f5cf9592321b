import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CheckCircle2, MapPin, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { VolunteerAssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingCards } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RequestStatusBadge } from '../../../components/ui/request-status-badge.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { assistanceKindText, requestedTimeText } from '../utils/request-words.ts';
import { AssistancePriorityBadge } from '../../../components/ui/assistance-priority-badge.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';
import { FOCUS_EMPTY, FOCUS_KEY } from '../../../lib/focus/use-focus-after-action.ts';

export type ListView = 'cards' | 'table';

interface ProcessingRequestsListProps {
  view: ListView;
  requests: VolunteerAssistanceRequest[] | undefined;
  loading: boolean;
  rowsWhileLoading: number;
  /** What to say when the tab has nothing in it. */
  emptyText: string;
  /** Offered on requests still in progress; absent on the Completed tab. */
  onComplete?: (request: VolunteerAssistanceRequest) => void;
  /** The request whose completion is being sent, if any. */
  busyId: string | undefined;
}

const viewLinkClassName =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary-800 underline underline-offset-4 hover:bg-primary-50';

/** "Eldercare volunteer for Asha Rao": a request named with its requester, for the names of its buttons. */
const requestFor = (i18n: I18n, request: VolunteerAssistanceRequest) => {
  const kind = assistanceKindText(i18n, request);
  const requester = request.user.name;
  return i18n._(msg`${kind} for ${requester}`);
};

function ViewLink({ request }: { request: VolunteerAssistanceRequest }) {
  const { t, i18n } = useLingui();
  const named = requestFor(i18n, request);
  return (
    <Link to={paths.volunteer.assistanceRequest(request._id)} aria-label={t`View details: ${named}`} className={viewLinkClassName}>
      <Trans>View details</Trans>
    </Link>
  );
}

function CompleteButton({ request, onComplete, busy }: { request: VolunteerAssistanceRequest; onComplete: (request: VolunteerAssistanceRequest) => void; busy: boolean }) {
  const { t, i18n } = useLingui();
  const named = requestFor(i18n, request);
  return (
    <Button size="sm" pending={busy} aria-label={t`Mark as completed: ${named}`} onClick={() => onComplete(request)}>
      <CheckCircle2 aria-hidden />
      <Trans>Mark as completed</Trans>
    </Button>
  );
}

function RequestCard({ request, onComplete, busy }: { request: VolunteerAssistanceRequest; onComplete?: (request: VolunteerAssistanceRequest) => void; busy: boolean }) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const f = useFormat();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold break-words text-ink">
          {assistanceKindText(i18n, request)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <RequestStatusBadge status={request.status} />
          <AssistancePriorityBadge priority={request.priority} />
        </div>
      </div>
      <p className="mt-3 line-clamp-3 break-words text-ink">{request.description}</p>
      <dl className="mt-4 space-y-2 text-ink">
        <IconFact icon={UserRound} term={t`Requested by`} className="break-words">{request.user.name}</IconFact>
        <IconFact icon={CalendarClock} term={t`When`}>
          {requestedTimeText(f, request)}
        </IconFact>
        <IconFact icon={MapPin} term={t`Place`} className="break-words">
          {request.address.city || t`Place not given`}
        </IconFact>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <ViewLink request={request} />
        {onComplete ? <CompleteButton request={request} onComplete={onComplete} busy={busy} /> : null}
      </div>
    </article>
  );
}

function Cards({ requests, loading, rowsWhileLoading, emptyText, onComplete, busyId, className }: ProcessingRequestsListProps & { className?: string }) {
  const { t } = useLingui();
  if (!requests) {
    return (
      <LoadingCards label={t`Loading requests`} count={rowsWhileLoading} className={`grid gap-4 md:grid-cols-2 ${className ?? ''}`} cardClassName="space-y-3 p-5">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-1/2" />
      </LoadingCards>
    );
  }
  if (requests.length === 0) {
    return (
      <p {...{ [FOCUS_EMPTY]: '' }} className={`rounded-2xl border border-stone-200 bg-white p-8 text-center text-lg text-muted ${className ?? ''}`}>
        {emptyText}
      </p>
    );
  }
  return (
    <ul aria-label={t`Requests`} aria-busy={loading} className={`grid gap-4 md:grid-cols-2 ${className ?? ''}`}>
      {requests.map((request) => (
        <li key={request._id} {...{ [FOCUS_KEY]: request._id }}>
          <RequestCard request={request} onComplete={onComplete} busy={busyId === request._id} />
        </li>
      ))}
    </ul>
  );
}

const columnNames = [msg`Request`, msg`Requested by`, msg`When and where`, msg`Status`, msg`Actions`];

function RequestsTable({ requests, loading, rowsWhileLoading, emptyText, onComplete, busyId }: ProcessingRequestsListProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const columns = columnNames.map((name) => i18n._(name));
  return (
    <Table aria-label={t`Requests`} aria-busy={loading}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {!requests ? <TableSkeletonRows rows={rowsWhileLoading} columns={columns} /> : null}
        {requests?.length === 0 ? (
          <TableEmptyRow columns={columns.length}>
            <span {...{ [FOCUS_EMPTY]: '' }}>{emptyText}</span>
          </TableEmptyRow>
        ) : null}
        {requests?.map((request) => (
          <TableRow key={request._id} {...{ [FOCUS_KEY]: request._id }}>
            <TableCell>
              <span className="block font-semibold text-ink">{assistanceKindText(i18n, request)}</span>
              <span className="line-clamp-2 max-w-xs text-sm break-words text-muted">{request.description}</span>
            </TableCell>
            <TableCell className="break-words">{request.user.name}</TableCell>
            <TableCell>
              <span className="block whitespace-nowrap">{requestedTimeText(f, request)}</span>
              <span className="block break-words text-muted">{request.address.city}</span>
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <RequestStatusBadge status={request.status} />
                <AssistancePriorityBadge priority={request.priority} />
              </div>
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <ViewLink request={request} />
                {onComplete ? <CompleteButton request={request} onComplete={onComplete} busy={busyId === request._id} /> : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The requests of one tab as cards or as a table. Where the list has less than 48rem to itself (a
 * phone, a laptop zoomed to 200 %) the table is shown as cards too: five columns would not fit.
 * Only one of the two is displayed at a time, so assistive technology meets one list.
 */
export function ProcessingRequestsList(props: ProcessingRequestsListProps) {
  if (props.view === 'cards') return <Cards {...props} />;
  return (
    <div className="@container">
      <Cards {...props} className="@3xl:hidden" />
      <div className="@max-3xl:hidden">
        <RequestsTable {...props} />
      </div>
    </div>
  );
}

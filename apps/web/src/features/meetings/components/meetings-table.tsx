import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, LogIn, Info, Trash2, XCircle } from 'lucide-react';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow, TableSkeletonRows } from '../../../components/ui/table.tsx';
import { canJoin } from '../utils/meeting-state.ts';
import { MeetingStatusBadge } from '../../../components/ui/meeting-status-badge.tsx';
import { FOCUS_KEY } from '../../../lib/focus/use-focus-after-action.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

export interface MeetingRowActions {
  onJoin(meeting: Meeting): void;
  onDetails(meeting: Meeting): void;
  onCopyLink(meeting: Meeting): void;
  /** Only the admin cancels and deletes. */
  onCancel?(meeting: Meeting): void;
  onDelete?(meeting: Meeting): void;
  /** The meeting whose Join is on its way, so its button waits. */
  joining?: string | undefined;
}

interface MeetingsTableProps extends MeetingRowActions {
  label: string;
  meetings: Meeting[] | undefined;
  loading: boolean;
  rowsWhileLoading: number;
  emptyText: string;
  now: number;
}

/** Join or Details, and Cancel while scheduled (spec 3 §2). */
function RowActions({ meeting, now, onJoin, onDetails, onCancel, joining }: MeetingRowActions & { meeting: Meeting; now: number }) {
  const { t } = useLingui();
  const title = meeting.title;
  return (
    <div className="flex flex-wrap gap-2">
      {canJoin(meeting, now) ? (
        <Button size="sm" onClick={() => onJoin(meeting)} pending={joining === meeting._id} aria-label={t`Join ${title}`}>
          <LogIn aria-hidden />
          <Trans>Join</Trans>
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => onDetails(meeting)} aria-label={t`Details of ${title}`}>
          <Info aria-hidden />
          <Trans>Details</Trans>
        </Button>
      )}
      {onCancel && meeting.status === 'scheduled' ? (
        <Button size="sm" variant="ghost" onClick={() => onCancel(meeting)} aria-label={t`Cancel ${title}`}>
          <XCircle aria-hidden />
          <Trans>Cancel</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function CopyLinkButton({ meeting, onCopyLink }: { meeting: Meeting; onCopyLink(meeting: Meeting): void }) {
  const { t } = useLingui();
  const title = meeting.title;
  return (
    <Button size="sm" variant="ghost" onClick={() => onCopyLink(meeting)} aria-label={t`Copy link of ${title}`}>
      <Link2 aria-hidden />
      <Trans>Copy link</Trans>
    </Button>
  );
}

function DeleteButton({ meeting, onDelete }: { meeting: Meeting; onDelete(meeting: Meeting): void }) {
  const { t } = useLingui();
  const title = meeting.title;
  return (
    <Button size="icon" variant="ghost" className="text-danger hover:bg-red-50" onClick={() => onDelete(meeting)} aria-label={t`Delete ${title}`}>
      <Trash2 aria-hidden />
    </Button>
  );
}

/**
 * The meetings as cards where the list has less than 48rem to itself: five columns of buttons do not
 * fit a phone. Only one of the two is displayed at a time, so assistive technology meets one list.
 */
function MeetingCards(props: MeetingsTableProps) {
  const { meetings, loading, rowsWhileLoading, emptyText, now, label } = props;
  const f = useFormat();
  if (loading && !meetings) {
    return (
      <LoadingPlaceholder as="ul" className="space-y-3 @3xl:hidden">
        {Array.from({ length: rowsWhileLoading }, (_, index) => (
          <li key={index} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-32" />
          </li>
        ))}
      </LoadingPlaceholder>
    );
  }
  if (meetings?.length === 0) {
    return (
      <EmptyNote boxed className="@3xl:hidden">
        {emptyText}
      </EmptyNote>
    );
  }
  return (
    <ul aria-label={label} aria-busy={loading} className="space-y-3 @3xl:hidden">
      {meetings?.map((meeting) => (
        <li key={meeting._id} {...{ [FOCUS_KEY]: meeting._id }} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{meeting.title}</p>
              <p className="text-sm text-muted">{f.dateTime(meeting.scheduledTime)}</p>
            </div>
            <MeetingStatusBadge meeting={meeting} now={now} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <RowActions meeting={meeting} {...props} />
            <CopyLinkButton meeting={meeting} onCopyLink={props.onCopyLink} />
            {props.onDelete ? <DeleteButton meeting={meeting} onDelete={props.onDelete} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

const columnNames = [msg`Title`, msg`Scheduled Time`, msg`Status`, msg`Actions`, msg`Link`];
const deleteColumn = msg`Delete`;

function MeetingDataTable(props: MeetingsTableProps) {
  const { meetings, loading, rowsWhileLoading, emptyText, now, label, onDelete } = props;
  const { i18n } = useLingui();
  const f = useFormat();
  const columns = [...columnNames, ...(onDelete ? [deleteColumn] : [])].map((column) => i18n._(column));
  const deleteName = i18n._(deleteColumn);
  return (
    <Table aria-label={label} aria-busy={loading}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className={column === deleteName ? 'w-16' : undefined}>
              {column === deleteName ? <span className="sr-only">{deleteName}</span> : column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !meetings ? <TableSkeletonRows rows={rowsWhileLoading} columns={columns} /> : null}
        {meetings?.length === 0 ? <TableEmptyRow columns={columns.length}>{emptyText}</TableEmptyRow> : null}
        {meetings?.map((meeting) => (
          <TableRow key={meeting._id} {...{ [FOCUS_KEY]: meeting._id }}>
            <TableCell className="font-semibold break-words">{meeting.title}</TableCell>
            <TableCell className="whitespace-nowrap">{f.dateTime(meeting.scheduledTime)}</TableCell>
            <TableCell>
              <MeetingStatusBadge meeting={meeting} now={now} />
            </TableCell>
            <TableCell>
              <RowActions meeting={meeting} {...props} />
            </TableCell>
            <TableCell>
              <CopyLinkButton meeting={meeting} onCopyLink={props.onCopyLink} />
            </TableCell>
            {onDelete ? (
              <TableCell>
                <DeleteButton meeting={meeting} onDelete={onDelete} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The meetings table of spec 2 §2 and spec 3 §2, shown as cards where it is narrow. */
export function MeetingsTable(props: MeetingsTableProps) {
  return (
    <div className="@container">
      <MeetingCards {...props} />
      <div className="@max-3xl:hidden">
        <MeetingDataTable {...props} />
      </div>
    </div>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { grievanceStatuses, type Grievance, type GrievanceStatus } from '@sahaya/contract/grievances/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useGrievances } from '../api/list-grievances.ts';
import { AnswerGrievanceDialog } from '../components/answer-grievance-dialog.tsx';
import { GrievanceStatusBadge } from '../components/grievance-status-badge.tsx';
import { grievanceStatusWords } from '../utils/grievance-words.ts';

const isStatus = (value: string | null): value is GrievanceStatus => grievanceStatuses.includes(value as GrievanceStatus);

/** One grievance on the desk: who raised it, when it is due, what it says, the reply, and the answer button. */
function DeskItem({ grievance, onAnswer }: { grievance: Grievance; onAnswer: (grievance: Grievance) => void }) {
  const f = useFormat();
  const reference = grievance.reference;
  const personName = grievance.person?.name ?? '';
  const raisedOn = f.date(grievance.createdAt);
  const dueOn = f.date(grievance.dueBy);
  const closed = grievance.status === 'resolved' || grievance.status === 'rejected';
  const headingId = `desk-${grievance._id}`;
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <article aria-labelledby={headingId} className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold break-words">
            <span className="font-mono">{reference}</span> · {grievance.subject}
          </h2>
          <GrievanceStatusBadge grievance={grievance} />
        </div>
        <p className="text-sm text-muted">
          <Trans>
            {personName} · raised on {raisedOn} · due by {dueOn}
          </Trans>
        </p>
        <p className="whitespace-pre-line break-words">{grievance.details}</p>
        {grievance.reply ? (
          <div className="rounded-lg bg-primary-50 p-3">
            <p className="text-sm font-semibold text-primary-900">
              <Trans>Reply</Trans>
            </p>
            <p className="whitespace-pre-line break-words">{grievance.reply}</p>
          </div>
        ) : null}
        {closed ? null : (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => onAnswer(grievance)}>
              <Trans>Answer {reference}</Trans>
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * /admin/grievances: the grievance desk (DPDP Rules 2025, Rule 9). Every grievance, those waiting
 * first by their due day with the overdue at the top, then the answered; filtered by status and by
 * being overdue (the dashboard's card links here with `?overdue=true`); each answered in a dialog.
 */
export function GrievanceDeskPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const overdue = search.get('overdue') === 'true';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useGrievances({ page, status, overdue });
  const [answering, setAnswering] = useState<Grievance | null>(null);
  const statusId = useId();
  const overdueId = useId();

  const setFilter = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageTitle>{t`Grievance desk`}</PageTitle>
      <PageHeader
        title={t`Grievance desk`}
        description={<Trans>Grievances about people's data. Each must be answered within 90 days of being raised; the overdue ones come first.</Trans>}
      />

      <Card className="space-y-4">
        <div role="group" aria-label={t`Filter grievances`} className="flex flex-wrap items-end gap-4">
          <div className="min-w-52 space-y-1.5">
            <Label htmlFor={statusId}>
              <Trans>Status</Trans>
            </Label>
            <Select id={statusId} value={status ?? ''} onChange={(event) => setFilter({ status: event.target.value || null })}>
              <option value="">{t`All statuses`}</option>
              {grievanceStatuses.map((value) => (
                <option key={value} value={value}>
                  {i18n._(grievanceStatusWords[value])}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex min-h-12 items-center gap-2">
            <input
              id={overdueId}
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={overdue}
              onChange={(event) => setFilter({ overdue: event.target.checked ? 'true' : null })}
            />
            <Label htmlFor={overdueId}>
              <Trans>Overdue only</Trans>
            </Label>
          </div>
        </div>

        {list.isPending ? (
          <LoadingPlaceholder className="space-y-2">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </LoadingPlaceholder>
        ) : list.isError ? (
          <ErrorAlert>
            <Trans>The grievances could not be loaded. Please try again later.</Trans>
          </ErrorAlert>
        ) : list.data.grievances.length === 0 ? (
          <EmptyNote>{t`No grievances match.`}</EmptyNote>
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              <Plural value={list.data.totalItems} one="# grievance" other="# grievances" />
            </p>
            <ul className="space-y-4" aria-label={t`Grievances`}>
              {list.data.grievances.map((grievance) => (
                <DeskItem key={grievance._id} grievance={grievance} onAnswer={setAnswering} />
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={list.data.totalPages}
              onPageChange={(next) => setFilter({ page: next > 1 ? String(next) : null })}
              label={t`Grievances`}
            />
          </>
        )}
      </Card>

      <AnswerGrievanceDialog grievance={answering} onClose={() => setAnswering(null)} />
    </div>
  );
}

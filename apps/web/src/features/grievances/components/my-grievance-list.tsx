import { Trans, useLingui } from '@lingui/react/macro';
import type { Grievance } from '@sahaya/contract/grievances/schemas';
import { EmptyNote } from '../../../components/ui/list-states.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { GrievanceStatusBadge } from './grievance-status-badge.tsx';

/** A person's grievances: each with its reference, status, the day it will be answered by, and the reply. */
export function MyGrievanceList({ grievances }: { grievances: Grievance[] }) {
  const { t } = useLingui();
  const f = useFormat();
  if (grievances.length === 0) return <EmptyNote>{t`You have raised no grievances.`}</EmptyNote>;
  return (
    <ul className="space-y-4">
      {grievances.map((grievance) => {
        const reference = grievance.reference;
        const raisedOn = f.date(grievance.createdAt);
        const dueOn = f.date(grievance.dueBy);
        return (
          <li key={grievance._id} className="rounded-xl border border-stone-200 p-4">
            <article aria-labelledby={`grievance-${grievance._id}`} className="space-y-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={`grievance-${grievance._id}`} className="text-lg font-bold break-words">
                  {grievance.subject}
                </h3>
                <GrievanceStatusBadge grievance={grievance} />
              </div>
              <p className="text-sm text-muted">
                <Trans>
                  Reference <span className="font-mono font-semibold text-ink">{reference}</span> · raised on {raisedOn} · to be answered by {dueOn}
                </Trans>
              </p>
              <p className="whitespace-pre-line break-words">{grievance.details}</p>
              {grievance.reply ? (
                <div className="rounded-lg bg-primary-50 p-3">
                  <p className="text-sm font-semibold text-primary-900">
                    <Trans>Our reply</Trans>
                  </p>
                  <p className="whitespace-pre-line break-words">{grievance.reply}</p>
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

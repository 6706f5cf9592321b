import { Trans, useLingui } from '@lingui/react/macro';
import type { Grievance } from '@sahaya/contract/grievances/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { grievanceStatusTone, grievanceStatusWords } from '../utils/grievance-words.ts';

/** Where a grievance stands, and "Past due" beside it once it is past its day unanswered. */
export function GrievanceStatusBadge({ grievance }: { grievance: Pick<Grievance, 'status' | 'overdue'> }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={grievanceStatusTone[grievance.status]}>{i18n._(grievanceStatusWords[grievance.status])}</Badge>
      {grievance.overdue ? (
        <Badge tone="danger">
          <Trans>Past due</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

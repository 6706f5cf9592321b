import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { GRIEVANCE_DAYS, type RaiseGrievanceReply } from '@sahaya/contract/grievances/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useGrievances } from '../api/list-grievances.ts';
import { MyGrievanceList } from '../components/my-grievance-list.tsx';
import { RaiseGrievanceForm } from '../components/raise-grievance-form.tsx';

/** What raising one answered, shown where focus goes once it is sent. */
function Raised({ reply }: { reply: RaiseGrievanceReply }) {
  const f = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [reply]);
  const reference = reply.reference;
  const dueOn = f.date(reply.dueBy);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
      <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-800" aria-hidden />
      <div>
        <p className="font-bold">
          <Trans>
            Your grievance is recorded as <span className="font-mono">{reference}</span>.
          </Trans>
        </p>
        <p>
          <Trans>We will answer it by {dueOn}. Quote this reference if you write or call about it.</Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * /{role}/grievances: a person raises a grievance about how their data is handled (DPDP Rules 2025,
 * Rule 9) and reads their own, with each one's reference, status, the day it will be answered by
 * and the organisation's reply.
 */
export function GrievancesPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [raised, setRaised] = useState<RaiseGrievanceReply | null>(null);
  const list = useGrievances({ page });
  const listId = useId();
  const raiseId = useId();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageTitle>{t`Grievances`}</PageTitle>
      <PageHeader
        title={t`Grievances`}
        description={
          <Trans>
            If you are unhappy with how Sahaya handles your personal data, tell us here. We answer every grievance within {GRIEVANCE_DAYS} days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
          </Trans>
        }
      />

      <Card role="region" aria-labelledby={raiseId} className="space-y-4">
        <CardTitle id={raiseId}>
          <Trans>Raise a grievance</Trans>
        </CardTitle>
        {raised ? <Raised reply={raised} /> : null}
        <RaiseGrievanceForm
          onRaised={(reply) => {
            setPage(1);
            setRaised(reply);
          }}
        />
      </Card>

      <Card role="region" aria-labelledby={listId} className="space-y-4">
        <CardTitle id={listId}>
          <Trans>My grievances</Trans>
        </CardTitle>
        {list.isPending ? (
          <LoadingPlaceholder className="space-y-2">
            <Skeleton className="h-24 w-full" />
          </LoadingPlaceholder>
        ) : list.isError ? (
          <ErrorAlert>
            <Trans>Your grievances could not be loaded. Please try again later.</Trans>
          </ErrorAlert>
        ) : (
          <>
            <MyGrievanceList grievances={list.data.grievances} />
            <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} label={t`My grievances`} />
          </>
        )}
      </Card>
    </div>
  );
}

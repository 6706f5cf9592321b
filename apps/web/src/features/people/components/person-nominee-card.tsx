import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { nomineeActingReasons, type NomineeActingReason } from '@sahaya/contract/privacy/nominee';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { Email } from '../../../components/ui/email.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { usePersonNominee } from '../api/get-person-nominee.ts';
import { useSetNomineeActing } from '../api/set-nominee-acting.ts';

/** Why the nominee acts, as the admin chooses it and as the card says it. */
const reasonWords: Record<NomineeActingReason, MessageDescriptor> = {
  died: msg`The person has died`,
  cannotAct: msg`The person cannot act for themselves`,
};

/** Asks why the nominee now acts, then records it. */
function ActingDialog({ personId, personName, nomineeName, open, onOpenChange }: {
  personId: string;
  personName: string;
  nomineeName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const record = useSetNomineeActing(personId);
  const [reason, setReason] = useState<NomineeActingReason>('cannotAct');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const reply = await record.mutateAsync(reason);
      toast.success(reply.message);
      onOpenChange(false);
    } catch (error) {
      const failed = readFailure(error);
      if (!failed.told) setFailure(failed.message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (record.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogTitle>
          <Trans>Record that the nominee acts</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            From now on {nomineeName} acts for {personName} over their data. Choose why.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-1 font-semibold text-ink">
              <Trans>Reason</Trans>
            </legend>
            {nomineeActingReasons.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-300 px-3">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  className="size-5 accent-primary-700"
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {i18n._(reasonWords[value])}
              </label>
            ))}
          </fieldset>
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={record.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={record.isPending}>
              {record.isPending ? t`Saving…` : <Trans>Record</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The admin's view of a person's nominee (DPDP Act 2023, s. 14): who it is and how to reach them,
 * whether they act already, and the action that records that they do.
 */
export function PersonNomineeCard({ personId, personName, className }: { personId: string; personName: string; className?: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const query = usePersonNominee(personId);
  const [open, setOpen] = useState(false);
  const nominee = query.data?.nominee ?? null;

  return (
    <Card className={className}>
      <CardTitle>
        <Trans>Nominee</Trans>
      </CardTitle>
      {query.isPending ? (
        <LoadingPlaceholder label={t`Loading the nominee`} className="mt-4 space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-64" />
        </LoadingPlaceholder>
      ) : query.isError ? (
        <ErrorAlert className="mt-4">
          <Trans>The nominee could not be loaded. Please try again later.</Trans>
        </ErrorAlert>
      ) : !nominee ? (
        <p className="mt-3 text-muted">
          <Trans>No nominee named</Trans>
        </p>
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Detail term={t`Name`}>{nominee.name}</Detail>
            <Detail term={t`Relation`}>{nominee.relation}</Detail>
            <Detail term={t`Phone Number`}>{nominee.phone ?? t`N/A`}</Detail>
            <Detail term={t`Email Address`}>{nominee.email ? <Email address={nominee.email} /> : t`N/A`}</Detail>
            {nominee.actingSince && nominee.actingReason ? (
              <Detail term={t`Acts for the person since`} className="sm:col-span-2">
                <time dateTime={nominee.actingSince}>{f.date(nominee.actingSince)}</time> · {i18n._(reasonWords[nominee.actingReason])}
              </Detail>
            ) : null}
          </dl>
          <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
            <Trans>Record that the nominee acts</Trans>
          </Button>
          <ActingDialog personId={personId} personName={personName} nomineeName={nominee.name} open={open} onOpenChange={setOpen} />
        </>
      )}
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { assetRequestMessages as r } from '@sahaya/contract/assets/messages';
import { indiaDayOf, isCalendarDay } from '@sahaya/contract/calendar-days';
import type { AssetRequest } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useRenewAssetRequest } from '../api/renew-asset-request.ts';
import { renewalLimits } from '../utils/loan-period.ts';

/** A loan its person may renew: out with them, renewed fewer times than the asset allows, and not yet at its longest. */
export const canRenewLoan = (request: AssetRequest, today = indiaDayOf()) =>
  request.status === 'approved' &&
  request.handedOverAt !== null &&
  request.renewals < request.asset.maxRenewals &&
  renewalLimits(request, request.asset.maxLoanDays, today) !== null;

/**
 * The Renew button of a loan the person has, and its dialog: a later return day, from the day after
 * the current one to the asset's longest loan from the first day. A refusal (a booked loan or a
 * waiting person needs it, the renewals are used up) is said under the day, which caused it; the
 * day booked by another loan is written for the reader.
 */
export function RenewLoan({ request }: { request: AssetRequest }) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const f = useFormat();
  const renew = useRenewAssetRequest(request._id);
  const [open, setOpen] = useState(false);
  const [returnDate, setReturnDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const asset = request.asset.name;
  const limits = renewalLimits(request, request.asset.maxLoanDays, indiaDayOf());
  const left = request.asset.maxRenewals - request.renewals;
  const due = f.calendarDay(request.returnDate);
  const longest = request.asset.maxLoanDays;

  const refusal = (failure: unknown): string => {
    if (failure instanceof ApiError && failure.code === 'RENEW_RESERVED') {
      const [day] = failure.params;
      if (typeof day === 'string' && isCalendarDay(day)) return ct(r.renewReserved, f.calendarDay(day));
    }
    const read = readFailure(failure, t`Could not renew the loan`);
    return read.fields.returnDate ?? read.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDay(returnDate)) {
      setError(ct(r.renewDateInvalid));
      return;
    }
    try {
      const reply = await renew.mutateAsync(returnDate);
      toast.success(reply.message, { id: 'asset-loan-renew' });
      setOpen(false);
    } catch (failure) {
      setError(refusal(failure));
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setReturnDate(limits?.min ?? '');
          setError(undefined);
          setOpen(true);
        }}
        aria-label={t`Renew loan of ${asset}`}
      >
        <CalendarPlus aria-hidden />
        <Trans>Renew</Trans>
      </Button>
      <Dialog open={open} onOpenChange={(next) => (renew.isPending ? undefined : setOpen(next))}>
        <DialogContent className="max-w-md">
          <DialogTitle>
            <Trans>Renew your loan of {asset}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Due back on {due}. Renewals left: {left}. A loan lasts at most {longest} days from its first day.
            </Trans>
          </DialogDescription>
          <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
            <FormField label={t`New return date`} status={isCalendarDay(returnDate) ? f.longDay(returnDate) : undefined} error={error}>
              <Input
                type="date"
                required
                min={limits?.min}
                max={limits?.max}
                value={returnDate}
                onChange={(event) => {
                  setReturnDate(event.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="secondary" disabled={renew.isPending}>
                  <Trans>Keep current date</Trans>
                </Button>
              </DialogClose>
              <Button type="submit" pending={renew.isPending}>
                <Trans>Renew loan</Trans>
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

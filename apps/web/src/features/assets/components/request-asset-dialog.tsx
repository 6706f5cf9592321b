import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { isCalendarDay } from '@sahaya/contract/calendar-days';
import { MAX_LOAN_DAYS } from '@sahaya/contract/constants';
import { createAssetRequestBody, type Asset, type CreateAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useAssetAvailability } from '../api/asset-availability.ts';
import { useRequestAsset } from '../api/request-asset.ts';
import { periodOf, returnDayAfterStartChange, returnDayLimits } from '../utils/loan-period.ts';
import { acceptQuantity, earliestRequestDay, maxQuantity } from '../utils/stock.ts';
import { RequestAvailability } from './request-availability.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

/** What the form holds: the quantity box's text, turned into a number by the contract's schema on submit. */
type RequestAssetForm = z.input<typeof createAssetRequestBody>;

const empty: RequestAssetForm = { requestedDate: '', returnDate: '', quantity: '1' };
const fields = ['requestedDate', 'returnDate', 'quantity'] as const;

/** The units free and the day of a NOT_AVAILABLE_ON refusal, or null for any other failure. */
function shortDayRefusal(error: unknown): { available: number; day: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'NOT_AVAILABLE_ON') return null;
  const [available, day] = error.params;
  return typeof available === 'number' && typeof day === 'string' && isCalendarDay(day) ? { available, day } : null;
}

/** The item and its due day of a HAS_OVERDUE_LOAN refusal, or null for any other failure. */
function overdueRefusal(error: unknown): { asset: string; day: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'HAS_OVERDUE_LOAN') return null;
  const [asset, day] = error.params;
  return typeof asset === 'string' && typeof day === 'string' && isCalendarDay(day) ? { asset, day } : null;
}

interface RequestAssetDialogProps {
  /** The asset asked for; the dialog is open while there is one. */
  asset: Asset | null;
  onClose: () => void;
}

/**
 * The request dialog (spec 2 §5, §8): a day from today on, the day the units come back (14 days
 * later unless changed, at most the asset's longest loan), and a quantity from 1 to what is in stock, never more than 3;
 * typed quantities outside that are ignored. The units free on each day of the period show before
 * the person asks. On success the dialog closes
 * and the lists refresh behind it; on failure it stays open with what was typed and the server's
 * messages beside the fields, so the person can put it right and try again.
 */
export function RequestAssetDialog({ asset, onClose }: RequestAssetDialogProps) {
  // The last asset shown stays in place while the dialog closes, so its text does not blank out.
  const [shown, setShown] = useState<Asset | null>(asset);
  if (asset && asset !== shown) setShown(asset);
  const current = asset ?? shown;
  const request = useRequestAsset(current?._id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const toast = formToast('request-asset');
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const f = useFormat();
  const form = useForm<RequestAssetForm, unknown, CreateAssetRequestBody>({
    resolver: zodResolver(createAssetRequestBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const requestedDate = form.watch('requestedDate');
  const returnDate = form.watch('returnDate') ?? '';
  const maxLoanDays = current?.maxLoanDays ?? MAX_LOAN_DAYS;
  const returnLimits = returnDayLimits(requestedDate, maxLoanDays);
  // The start day before the latest change, so a moved start keeps the loan's length.
  const previousStart = useRef('');
  const quantity = String(form.watch('quantity') ?? '');
  // Units out on loan now may be back for a later period: the most a person may ask for is what the
  // shelf holds now or, once the period's days are read, the most any of them has free.
  const availability = useAssetAvailability(current?._id ?? '', periodOf(requestedDate, returnDate));
  const peak = Math.max(0, ...(availability.data?.days.map((day) => day.available) ?? []));
  const max = maxQuantity(Math.max(current?.stocks ?? 0, peak));
  const currentName = current?.name ?? '';
  const currentStocks = current?.stocks ?? 0;
  // The contract's messages (the schema's, or the server's beside a field) in the language shown.
  const fieldError = (message: string | undefined) => (message ? ctOf(message) : undefined);

  // A request starts from an empty form; what was typed for an asset stays, after a failed try or
  // the dialog closed by Escape or a tap beside it, until it is sent or cancelled.
  const { discard } = useKeptTyping({
    open: asset !== null,
    subject: asset?._id ?? '',
    unsaved: isDirty,
    reset: () => {
      form.reset(empty);
      previousStart.current = '';
      setFailure(null);
    },
  });

  const startField = form.register('requestedDate', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      const end = returnDayAfterStartChange(previousStart.current, next, form.getValues('returnDate') ?? '', maxLoanDays);
      previousStart.current = next;
      form.setValue('returnDate', end, { shouldValidate: form.formState.isSubmitted });
    },
  });

  const quantityField = form.register('quantity', {
    onBlur: () => {
      if (form.getValues('quantity') === '') form.setValue('quantity', '1');
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await request.mutateAsync(body);
      toast.success(ct(assetRequestMessages.requested));
      discard();
      onClose();
    } catch (error) {
      // A day short of units is named by the server as yyyy-MM-dd: it is said again with the day
      // written for the reader, beside the quantity.
      const short = shortDayRefusal(error);
      if (short) {
        const message = ct(assetRequestMessages.notAvailableOn, short.available, f.calendarDay(short.day));
        form.setError('quantity', { type: 'server', message }, { shouldFocus: true });
        toast.error(message);
        return;
      }
      // A loan of theirs is overdue: the dialog names the item to bring back first, and its day for the reader.
      const overdue = overdueRefusal(error);
      if (overdue) {
        const message = ct(assetRequestMessages.hasOverdueLoan, overdue.asset, f.calendarDay(overdue.day));
        setFailure(message);
        toast.error(message);
        return;
      }
      const onFields = applyServerErrors(error, form.setError, fields);
      const failure = readFailure(error, ct(assetRequestMessages.requestFailed));
      if (failure.told) return;
      const message = failure.message;
      toast.error(message);
      if (!onFields) setFailure(message);
    }
  });

  return (
    <Dialog open={asset !== null} onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle>
          <Trans>Request Asset</Trans>
        </DialogTitle>
        {current ? (
          <DialogDescription>
            <Trans>
              {currentName}: {currentStocks} in stock. You can ask for up to {max} at a time.
            </Trans>
          </DialogDescription>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t`Date needed`}
              hint={t`From today on`}
              status={f.longDay(requestedDate ?? '')}
              error={fieldError(errors.requestedDate?.message)}
            >
              <Input type="date" min={earliestRequestDay()} required {...startField} />
            </FormField>
            <FormField
              label={t`Return by`}
              hint={t`Up to ${maxLoanDays} days after it`}
              status={f.longDay(returnDate)}
              error={fieldError(errors.returnDate?.message)}
            >
              <Input type="date" min={returnLimits?.min} max={returnLimits?.max} required {...form.register('returnDate')} />
            </FormField>
          </div>
          <FormField label={t`Quantity`} hint={t`1 to ${max}`} error={fieldError(errors.quantity?.message)}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              required
              {...quantityField}
              value={quantity}
              onChange={(event) => {
                const next = acceptQuantity(event.target.value, quantity, max);
                form.setValue('quantity', next, { shouldValidate: form.formState.isSubmitted });
              }}
            />
          </FormField>
          {current ? <RequestAvailability assetId={current._id} start={requestedDate} end={returnDate} needed={Number(quantity) || 1} /> : null}
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!requestedDate} pending={isSubmitting}>
              {isSubmitting ? <Trans>Requesting…</Trans> : <Trans>Submit Request</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

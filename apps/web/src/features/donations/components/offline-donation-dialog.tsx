import { zodResolver } from '@hookform/resolvers/zod';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { DESCRIPTION_MAX } from '@sahaya/contract/constants';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { offlineDonationBody, type OfflineMode } from '@sahaya/contract/donations/schemas';
import { cashAboveDeductionLimit } from '@sahaya/contract/donations/section-80g';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useRecordOfflineDonation } from '../api/record-offline-donation.ts';
import { campaignOptions } from '../utils/campaigns.ts';
import { offlineModeOptions } from '../utils/payment-modes.ts';
import { DonorAccountField, type DonorChoice } from './donor-account-field.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

/** India's today (yyyy-MM-dd), the latest day a gift can have been received, as the server counts it. */

/** The form holds the amount as typed; the rest is the contract's own rules, so both sides word a refusal alike. */
const offlineForm = offlineDonationBody.extend({
  amount: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(offlineDonationBody.shape.amount),
});
type OfflineValues = z.input<typeof offlineForm>;
type OfflineForm = z.output<typeof offlineForm>;

const fields = ['amount', 'campaign', 'mode', 'receivedOn', 'donorName', 'donorEmail', 'donorPan', 'donorAddress', 'reference', 'message'] as const;

const freshValues = (): OfflineValues => ({
  amount: '',
  campaign: 'general',
  mode: 'cash',
  receivedOn: indiaDayOf(),
  donorName: '',
  donorEmail: '',
  donorPan: '',
  donorAddress: '',
  reference: '',
  message: '',
});

interface OfflineDonationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Record a gift received in cash, by cheque, bank transfer or UPI (issue 25): it is completed at
 * once with its receipt number, which the toast names. Each field's refusal, the form's or the
 * server's, sits under that field; a gift may be linked to the donor's account. Closed any other
 * way than by Cancel or a save, the dialog opens again as it was left.
 */
export function OfflineDonationDialog({ open, onOpenChange }: OfflineDonationDialogProps) {
  const record = useRecordOfflineDonation();
  const [failure, setFailure] = useState<string | null>(null);
  const [donor, setDonor] = useState<DonorChoice | null>(null);
  const [donorError, setDonorError] = useState<string | null>(null);
  const form = useForm<OfflineValues, unknown, OfflineForm>({
    resolver: zodResolver(offlineForm),
    mode: 'onTouched',
    defaultValues: freshValues(),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { i18n, t } = useLingui();
  const { ct, ctOf } = useContractText();
  const errorOf = (message: string | undefined) => (message ? ctOf(message) : undefined);
  const [mode, amount, receivedOn] = form.watch(['mode', 'amount', 'receivedOn']);
  const f = useFormat();
  const cashOverLimit = cashAboveDeductionLimit({ amount: Number(amount), paymentMode: mode });

  // One gift at a time: what was typed for it stays until it is saved or cancelled.
  const { discard } = useKeptTyping({
    open,
    subject: '',
    unsaved: isDirty || donor !== null,
    // A fresh gift is received today, with nobody linked.
    reset: () => {
      form.reset(freshValues());
      setDonor(null);
      setDonorError(null);
      setFailure(null);
    },
    // Kept since another day, the day received moves on to today unless the admin chose it.
    revise: () => {
      if (!form.getFieldState('receivedOn').isDirty) form.resetField('receivedOn', { defaultValue: indiaDayOf() });
    },
  });

  const choose = (choice: DonorChoice | null) => {
    setDonor(choice);
    setDonorError(null);
    if (!choice) return;
    // The account's name and e-mail fill the fields still empty; what the admin typed stays.
    if (!form.getValues('donorName').trim()) form.setValue('donorName', choice.name, { shouldValidate: true });
    if (!form.getValues('donorEmail')?.trim()) form.setValue('donorEmail', choice.email, { shouldValidate: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDonorError(null);
    try {
      const reply = await record.mutateAsync({ ...form.getValues(), amount: values.amount, ...(donor ? { userId: donor._id } : {}) });
      const receiptNumber = reply.receiptNumber;
      toast.success(t`Gift recorded. Receipt number ${receiptNumber}`, { id: 'offline-donation' });
      discard();
      onOpenChange(false);
    } catch (error) {
      const read = readFailure(error, t`Could not record the gift`);
      if (read.told) return;
      const shown = applyServerErrors(error, form.setError, fields);
      if (read.code === 'DONOR_NOT_FOUND' || read.fields.userId) {
        setDonorError(read.fields.userId ?? read.message);
        return;
      }
      if (!shown) setFailure(read.message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstField}>
        <DialogTitle>
          <Trans>Record an offline gift</Trans>
        </DialogTitle>
        <DialogDescription className="leading-relaxed">
          <Trans>Money received in cash, by cheque, bank transfer or UPI. It gets its receipt number when you save it.</Trans>
        </DialogDescription>
        <form className="mt-5 space-y-5" noValidate onSubmit={(event) => void submit(event)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Amount (₹)`} error={errorOf(errors.amount?.message)}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            <FormField label={t`Received on`} status={f.longDay(receivedOn ?? '')} error={errorOf(errors.receivedOn?.message)}>
              <Input type="date" max={indiaDayOf()} {...form.register('receivedOn')} />
            </FormField>
            <FormField label={t`How it was received`} error={errorOf(errors.mode?.message)}>
              <Select {...form.register('mode')}>
                {offlineModeOptions.map((option) => (
                  <option key={option.value} value={option.value satisfies OfflineMode}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t`Campaign`} error={errorOf(errors.campaign?.message)}>
              <Select {...form.register('campaign')}>
                {campaignOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          {cashOverLimit ? (
            <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-amber-950">
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
              {ct(m.cashNotDeductible)}
            </p>
          ) : null}

          <fieldset className="space-y-4">
            <legend className="mb-1 text-lg font-bold text-ink">
              <Trans>Donor</Trans>
            </legend>
            <DonorAccountField chosen={donor} onChoose={choose} error={donorError} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t`Donor’s name`} error={errorOf(errors.donorName?.message)}>
                <Input autoComplete="off" maxLength={100} {...form.register('donorName')} />
              </FormField>
              <FormField label={t`Donor’s e-mail (optional)`} hint={t`The receipt is mailed here.`} error={errorOf(errors.donorEmail?.message)}>
                <Input type="email" autoComplete="off" {...form.register('donorEmail')} />
              </FormField>
              <FormField label={t`Donor’s PAN (optional)`} hint={t`For the donor’s 80G deduction.`} error={errorOf(errors.donorPan?.message)}>
                <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={10} className="font-mono uppercase" {...form.register('donorPan')} />
              </FormField>
              <FormField
                label={t`Cheque number or bank reference (optional)`}
                error={errorOf(errors.reference?.message)}
              >
                <Input autoComplete="off" maxLength={100} {...form.register('reference')} />
              </FormField>
            </div>
            <FormField label={t`Donor’s address (optional)`} hint={t`Form 10BD asks for it.`} error={errorOf(errors.donorAddress?.message)}>
              <textarea
                rows={2}
                maxLength={500}
                className="block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger"
                {...form.register('donorAddress')}
              />
            </FormField>
          </fieldset>

          <FormField label={t`Message (optional)`} error={errorOf(errors.message?.message)}>
            <textarea
              rows={2}
              maxLength={DESCRIPTION_MAX}
              className="block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger"
              {...form.register('message')}
            />
          </FormField>

          {failure ? <ErrorAlert>{ctOf(failure)}</ErrorAlert> : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              <Trans>Save gift</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

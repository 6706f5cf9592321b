import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { handOverDeposit, type AdminAssetRequest } from '@sahaya/contract/assets/schemas';
import { depositMethods } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useHandOver } from '../api/hand-over.ts';

type DepositMethod = (typeof depositMethods)[number];
type DepositForm = { method?: DepositMethod; reference?: string };

// The contract's rules for the deposit, so the dialog refuses what the server would, in its words.
const resolver = zodResolver(handOverDeposit) as unknown as Resolver<DepositForm>;

interface HandOverDepositDialogProps {
  /** The loan to hand over, whose asset asks a deposit; null while the dialog is closed. */
  loan: AdminAssetRequest | null;
  onClose: () => void;
  /** Told with the server's message once the units are handed over, before the dialog closes. */
  onHandedOver: (loan: AdminAssetRequest, message: string) => void;
}

/**
 * Hands over a loan whose asset asks a deposit: the admin says how it was paid, cash or UPI (two
 * radio buttons, moved between with the arrow keys), and for UPI its transaction id. A refusal of
 * the server goes beside its field, or above the buttons. Closed any other way than by Cancel or a
 * hand-over, the dialog opens again for the same loan as it was left.
 */
export function HandOverDepositDialog({ loan, onClose, onHandedOver }: HandOverDepositDialogProps) {
  const handOver = useHandOver();
  const { t } = useLingui();
  const f = useFormat();
  const { ctOf } = useContractText();
  const methodErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its words while it closes, after `loan` has gone.
  const [last, setLast] = useState(loan);
  if (loan !== null && loan !== last) setLast(loan);
  const shown = loan ?? last;
  const form = useForm<DepositForm>({ resolver, defaultValues: { reference: '' } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const method = form.watch('method');

  const { discard } = useKeptTyping({
    open: loan !== null,
    subject: loan?._id ?? '',
    unsaved: isDirty,
    reset: () => {
      setFailure(null);
      form.reset({ reference: '' });
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (!shown || !values.method) return;
    setFailure(null);
    try {
      const reply = await handOver.mutateAsync({
        id: shown._id,
        body: { deposit: { method: values.method, ...(values.method === 'upi' && values.reference ? { reference: values.reference } : {}) } },
      });
      discard();
      onHandedOver(shown, reply.message);
      onClose();
    } catch (error) {
      const failed = readFailure(error);
      if (failed.told) return;
      let placed = false;
      for (const field of ['method', 'reference'] as const) {
        const message = failed.fields[`deposit.${field}`];
        if (message) {
          form.setError(field, { message }, { shouldFocus: true });
          placed = true;
        }
      }
      if (!placed) setFailure(failed.message);
    }
  });

  const amount = f.rupees(shown?.asset.depositRupees ?? 0);
  const assetName = shown?.asset.name ?? '';
  const borrower = shown?.user.name ?? '';
  const labels: Record<DepositMethod, string> = { cash: t`Cash`, upi: t`UPI` };
  const methodError = errors.method?.message ? ctOf(errors.method.message) : undefined;
  return (
    <Dialog open={loan !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent>
        <DialogTitle>
          <Trans>Deposit {amount}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            {assetName} asks a deposit before it is handed to {borrower}. Say how it was paid.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <fieldset className="space-y-2" aria-describedby={methodError ? methodErrorId : undefined}>
            <legend className="mb-1.5 font-semibold text-ink">
              <Trans>Paid by</Trans>
            </legend>
            {depositMethods.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 has-checked:border-primary-700 has-checked:bg-primary-50"
              >
                <input type="radio" value={value} className="size-5 accent-primary-700" aria-invalid={Boolean(methodError)} {...form.register('method')} />
                {labels[value]}
              </label>
            ))}
            {methodError ? (
              <p id={methodErrorId} role="alert" className="text-sm font-medium text-danger">
                {methodError}
              </p>
            ) : null}
          </fieldset>
          {method === 'upi' ? (
            <FormField label={t`UPI reference`} hint={t`The transaction id the payer's UPI app shows, 6 to 64 letters and digits.`} error={errors.reference?.message}>
              <Input autoComplete="off" spellCheck={false} {...form.register('reference')} />
            </FormField>
          ) : null}
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? <Trans>Handing over...</Trans> : <Trans>Hand over</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { createAssetRequestBody, type Asset, type CreateAssetRequestBody } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formToast } from '../../../lib/form-toast.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useRequestAsset } from '../api/request-asset.ts';
import { acceptQuantity, earliestRequestDay, maxQuantity } from '../utils/stock.ts';

/** What the form holds: the quantity box's text, turned into a number by the contract's schema on submit. */
type RequestAssetForm = z.input<typeof createAssetRequestBody>;

const empty: RequestAssetForm = { requestedDate: '', quantity: '1' };
const fields = ['requestedDate', 'quantity'] as const;

interface RequestAssetDialogProps {
  /** The asset asked for; the dialog is open while there is one. */
  asset: Asset | null;
  onClose: () => void;
}

/**
 * The request dialog (spec 2 §5, §8): a day from today on and a quantity from 1 to what is in
 * stock, never more than 3; typed values outside that are ignored. On success the dialog closes
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
  const form = useForm<RequestAssetForm, unknown, CreateAssetRequestBody>({
    resolver: zodResolver(createAssetRequestBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const requestedDate = form.watch('requestedDate');
  const quantity = String(form.watch('quantity') ?? '');
  const max = maxQuantity(current?.stocks ?? 0);
  const currentName = current?.name ?? '';
  const currentStocks = current?.stocks ?? 0;
  // The contract's messages (the schema's, or the server's beside a field) in the language shown.
  const fieldError = (message: string | undefined) => (message ? ctOf(message) : undefined);

  // Each opening starts from an empty form; a failed try keeps the dialog, and what was typed, open.
  const assetId = asset?._id;
  useEffect(() => {
    if (!assetId) return;
    form.reset(empty);
    setFailure(null);
  }, [assetId, form]);

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
      form.reset(empty);
      onClose();
    } catch (error) {
      const onFields = applyServerErrors(error, form.setError, fields);
      const failure = readFailure(error, ct(assetRequestMessages.requestFailed));
      if (failure.told) return;
      const message = ctOf(failure.message);
      toast.error(message);
      if (!onFields) setFailure(message);
    }
  });

  return (
    <Dialog open={asset !== null} onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent>
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
          <FormField label={t`Date needed`} hint={t`From today on`} error={fieldError(errors.requestedDate?.message)}>
            <Input type="date" min={earliestRequestDay()} required {...form.register('requestedDate')} />
          </FormField>
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
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!requestedDate} pending={isSubmitting}>
              {isSubmitting ? <Trans>Requesting…</Trans> : <Trans>Submit Request</Trans>}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

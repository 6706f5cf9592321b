import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { assetMessages } from '@sahaya/contract/assets/messages';
import type { AssetDetails } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useUpdateAsset } from '../api/update-asset.ts';
import { useAssetSave } from '../hooks/use-asset-save.ts';
import {
  AssetFields,
  assetFieldsSchema,
  assetFormValues,
  type AssetFieldsBody,
  type AssetFormValues,
} from './asset-fields.tsx';
import { ImagePicker } from './image-picker.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

/** The image being edited: the saved one, a new file not yet uploaded, or none (removed). */
type ImageChoice = { saved: string } | { file: File } | null;

interface EditAssetDialogProps {
  /** As the admin's reply gives it: with the texts as written, in English and each translation. */
  asset: AssetDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Edit Asset dialog (spec 3 "Asset management"): every field of the asset, the image with its
 * preview and a remove button. A new image is uploaded first and its url saved with the fields
 * (spec 3 §5). What was typed is kept after a failed save, even if the dialog is closed and opened
 * again; Cancel or a save lets it go, and the next opening shows the saved asset.
 */
export function EditAssetDialog({ asset, open, onOpenChange }: EditAssetDialogProps) {
  const update = useUpdateAsset(asset._id);
  const { t } = useLingui();
  const { ct } = useContractText();
  const initialImage = (): ImageChoice => (asset.image ? { saved: asset.image } : null);
  const [image, setImage] = useState<ImageChoice>(initialImage);
  const [imageError, setImageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AssetFormValues, unknown, AssetFieldsBody>({
    resolver: zodResolver(assetFieldsSchema),
    mode: 'onTouched',
    defaultValues: assetFormValues(asset),
  });
  const { progress, saveAsset, toast } = useAssetSave({
    toastId: 'edit-asset',
    save: update.mutateAsync,
    setError: form.setError,
    setImageError,
    onFailure: setFailure,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const imageChanged = !(image && 'saved' in image && image.saved === asset.image);

  const { discard } = useKeptTyping({
    open,
    subject: asset._id,
    unsaved: isDirty || imageChanged,
    reset: () => {
      form.reset(assetFormValues(asset));
      setImage(initialImage());
      setImageError(undefined);
      setFailure(null);
    },
  });

  const submit = form.handleSubmit(
    async (fields) => {
      setFailure(null);
      if (!image) {
        setImageError(ct(assetMessages.imageRequired));
        return;
      }
      const reply = await saveAsset(fields, 'saved' in image ? image.saved : image.file);
      if (!reply) return;
      toast.success(reply.message || ct(assetMessages.updated));
      discard();
      onOpenChange(false);
    },
    () => {
      if (!image) setImageError(ct(assetMessages.imageRequired));
    },
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstField}>
        <DialogTitle>
          <Trans>Edit Asset</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Make changes to your asset. Click save when you&apos;re done.</Trans>
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 space-y-5">
          <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">
              <Trans>Asset details</Trans>
            </legend>
            <AssetFields register={form.register} errors={errors} />
          </fieldset>
          <ImagePicker
            label={t`Image`}
            hint={t`JPG, PNG`}
            file={image && 'file' in image ? image.file : null}
            savedUrl={image && 'saved' in image ? image.saved : null}
            onChange={(file) => {
              setImage(file ? { file } : null);
              setImageError(undefined);
            }}
            onInvalid={setImageError}
            error={imageError}
            progress={progress}
            disabled={isSubmitting}
          />
          {failure ? <ErrorAlert className="p-3">{failure}</ErrorAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting} onClick={discard}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { Button } from '../../../components/ui/button.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateAsset } from '../api/create-asset.ts';
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

/**
 * The Add Asset form (spec 3 "Asset management"): the fields are checked by the contract's rules as
 * each is left and on submit; the image is uploaded first and its url sent with the fields. After
 * a failure everything typed and the chosen image stay, with the server's messages beside the fields.
 */
export function AddAssetForm() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { ct } = useContractText();
  const create = useCreateAsset();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<AssetFormValues, unknown, AssetFieldsBody>({
    resolver: zodResolver(assetFieldsSchema),
    mode: 'onTouched',
    defaultValues: assetFormValues(),
  });
  const { progress, saveAsset, toast } = useAssetSave({
    toastId: 'add-asset',
    save: create.mutateAsync,
    setError: form.setError,
    setImageError,
  });
  const { errors, isSubmitting } = form.formState;

  // Back where the admin came from; a form opened from a bookmark or a typed address goes to the list.
  const goBack = () => {
    const cameFromApp = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (cameFromApp) navigate(-1);
    else navigate(paths.admin.assetManagement);
  };

  const submit = form.handleSubmit(
    async (fields) => {
      if (!image) {
        setImageError(ct(assetMessages.imageRequired));
        return;
      }
      const reply = await saveAsset(fields, image);
      if (!reply) return;
      toast.success(reply.message || ct(assetMessages.added));
      navigate(paths.admin.assetManagement);
    },
    // A missing image is told together with the other fields' messages, not after them.
    () => {
      if (!image) setImageError(ct(assetMessages.imageRequired));
    },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Asset details</Trans>
        </legend>
        <AssetFields register={form.register} errors={errors} />
      </fieldset>
      <ImagePicker
        label={t`Image`}
        hint={t`JPG, PNG, GIF`}
        dropZone
        file={image}
        onChange={(file) => {
          setImage(file);
          setImageError(undefined);
        }}
        onInvalid={setImageError}
        error={imageError}
        progress={progress}
        disabled={isSubmitting}
      />
      <DialogFooter>
        <Button variant="secondary" disabled={isSubmitting} onClick={goBack}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? <Trans>Processing...</Trans> : <Trans>Add Asset</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { assetBody, type Asset, type AssetBody } from '@sahaya/contract/assets/schemas';
import { assetCategories, MAX_ASSET_STOCKS } from '@sahaya/contract/constants';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { assetCategoryLabels } from '@sahaya/contract/format';

/** The contract's asset rules without the image: the same messages as the server's. */
export const assetFieldsSchema = assetBody.omit({ image: true });

/** What the asset forms hold while they are typed in: text, as the inputs give it. */
export type AssetFormValues = z.input<typeof assetFieldsSchema>;

/** Everything but the image, which is a file until it has been uploaded. */
export type AssetFieldsBody = Omit<AssetBody, 'image'>;

export const assetFieldNames = ['name', 'category', 'description', 'stocks'] as const;

export function assetFormValues(asset?: Asset): AssetFormValues {
  return {
    name: asset?.name ?? '',
    // The select starts on its "Select a category" option, which fails with "Please select a category".
    category: asset?.category ?? ('' as AssetFormValues['category']),
    description: asset?.description ?? '',
    stocks: asset ? String(asset.stocks) : '',
  };
}

const textareaClass = cn(
  'block min-h-28 w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500',
  'focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
  'disabled:cursor-not-allowed disabled:bg-stone-100',
);

interface AssetFieldsProps {
  register: UseFormRegister<AssetFormValues>;
  errors: FieldErrors<AssetFormValues>;
}

/** Name, category, description and stock: the fields Add Asset and Edit Asset share. */
export function AssetFields({ register, errors }: AssetFieldsProps) {
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  // The contract's messages, which the schema gives in English, in the language shown.
  const error = (message: string | undefined) => (message ? ctOf(message) : undefined);
  const max = MAX_ASSET_STOCKS;
  return (
    <>
      <FormField label={t`Name`} error={error(errors.name?.message)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t`Category`} error={error(errors.category?.message)}>
        <Select {...register('category')}>
          <option value="">
            <Trans>Select a category</Trans>
          </option>
          {assetCategories.map((category) => (
            <option key={category} value={category}>
              {ct(assetCategoryLabels[category])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t`Description`} error={error(errors.description?.message)} className="sm:col-span-2">
        <textarea className={textareaClass} rows={4} {...register('description')} />
      </FormField>
      <FormField label={t`Stocks`} hint={t`Units on hand, 0 to ${max}`} error={error(errors.stocks?.message)}>
        <Input type="number" inputMode="numeric" min={0} max={MAX_ASSET_STOCKS} step={1} autoComplete="off" {...register('stocks')} />
      </FormField>
    </>
  );
}

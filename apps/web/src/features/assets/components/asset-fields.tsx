import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { assetBody, type AssetBody, type AssetDetails } from '@sahaya/contract/assets/schemas';
import {
  DESCRIPTION_MAX,
  LONGEST_LOAN_DAYS,
  MAX_ASSET_STOCKS,
  MAX_DEPOSIT_RUPEES,
  MAX_RENEWALS,
  PICKUP_NOTE_MAX,
  TRANSLATED_NAME_MAX,
} from '@sahaya/contract/constants';
import { languageNames, offeredTranslationLanguages, translationLanguages, type TranslationLanguage } from '@sahaya/contract/i18n/languages';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useChosenCategory } from '../hooks/use-chosen-category.ts';
import { CategoryDefaults, CategorySelect } from './category-select.tsx';
import { usualPickupHours } from '../utils/pickup-note.ts';

/** The contract's asset rules without the image: the same messages as the server's. */
export const assetFieldsSchema = assetBody.omit({ image: true });

/** What the asset forms hold while they are typed in: text, as the inputs give it. */
export type AssetFormValues = z.input<typeof assetFieldsSchema>;

/** Everything but the image, which is a file until it has been uploaded. */
export type AssetFieldsBody = Omit<AssetBody, 'image'>;

/** The texts of one more language, by the form's field names: `translations.hi.name`. */
const translationFieldNames = translationLanguages.flatMap(
  (language) => [`translations.${language}.name`, `translations.${language}.description`, `translations.${language}.pickupNote`] as const,
);

/** The fields a server's refusal may name, to show its message beside the field. */
export const assetFieldNames = [
  'name',
  'category',
  'description',
  'stocks',
  'pickupNote',
  ...lendingFieldNames(),
  ...translationFieldNames,
] as const;

function lendingFieldNames() {
  return ['maxLoanDays', 'maxRenewals', 'checklist', 'depositRupees', 'serviceEveryLoans', 'serviceEveryDays'] as const;
}

/** An asset as the form reads it: for an admin the reply holds the texts as written (the English and each translation). */
type AssetToEdit = Pick<
  AssetDetails,
  | 'name'
  | 'description'
  | 'pickupNote'
  | 'category'
  | 'stocks'
  | 'english'
  | 'translations'
  | 'maxLoanDays'
  | 'maxRenewals'
  | 'checklist'
  | 'depositRupees'
  | 'serviceEveryLoans'
  | 'serviceEveryDays'
>;

/** A whole number as its box shows it: empty for none. */
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function assetFormValues(asset?: AssetToEdit): AssetFormValues {
  const english = asset?.english ?? asset;
  return {
    name: english?.name ?? '',
    // The select starts on its "Select a category" option, which fails with "Please select a category".
    category: asset?.category ?? ('' as AssetFormValues['category']),
    description: english?.description ?? '',
    stocks: asset ? String(asset.stocks) : '',
    pickupNote: english?.pickupNote ?? '',
    // A new asset's empty boxes take its category's longest loan and checklist, and the usual renewals.
    maxLoanDays: numberText(asset?.maxLoanDays),
    maxRenewals: numberText(asset?.maxRenewals),
    checklist: asset ? JSON.stringify(asset.checklist) : '',
    depositRupees: numberText(asset?.depositRupees),
    serviceEveryLoans: numberText(asset?.serviceEveryLoans),
    serviceEveryDays: numberText(asset?.serviceEveryDays),
    translations: Object.fromEntries(
      translationLanguages.map((language) => {
        const texts = asset?.translations?.[language];
        return [language, { name: texts?.name ?? '', description: texts?.description ?? '', pickupNote: texts?.pickupNote ?? '' }];
      }),
    ),
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

/**
 * Name, category, description, stock and pickup note in English (their inputs say so, for a screen
 * reader and a spell checker on a page in another language): the fields Add Asset and Edit Asset
 * share; below them the same texts in each other language Sahaya speaks (TranslationFields).
 */
export function AssetFields({ register, errors }: AssetFieldsProps) {
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const category = useChosenCategory(register('category'));
  // The contract's messages, which the schema gives in English, in the language shown.
  const error = (message: string | undefined) => (message ? ctOf(message) : undefined);
  const max = MAX_ASSET_STOCKS;
  const usualHours = t(usualPickupHours);
  return (
    <>
      <FormField label={t`Name`} hint={t`In English`} error={error(errors.name?.message)}>
        <Input lang="en" autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t`Category`} error={error(errors.category?.message)} status={<CategoryDefaults category={category.chosen} />}>
        <CategorySelect {...category.field} />
      </FormField>
      <FormField label={t`Description`} error={error(errors.description?.message)} className="sm:col-span-2">
        <textarea lang="en" className={textareaClass} rows={4} {...register('description')} />
      </FormField>
      <FormField label={t`Stocks`} hint={t`Units on hand, 0 to ${max}`} error={error(errors.stocks?.message)}>
        <Input type="number" inputMode="numeric" min={0} max={MAX_ASSET_STOCKS} step={1} autoComplete="off" {...register('stocks')} />
      </FormField>
      <FormField
        label={t`Pickup note (optional)`}
        hint={t`Where and when people collect it and bring it back. Left empty, the page says: ${usualHours}`}
        error={error(errors.pickupNote?.message)}
        className="sm:col-span-2"
      >
        <textarea lang="en" className={cn(textareaClass, 'min-h-20')} rows={2} maxLength={PICKUP_NOTE_MAX} {...register('pickupNote')} />
      </FormField>
      <LendingFields register={register} errors={errors} />
      {offeredTranslationLanguages().map((language) => (
        <TranslationFields key={language} language={language} register={register} errors={errors} />
      ))}
    </>
  );
}

/**
 * How the asset is lent, as a medical loan closet lends it: the longest loan and how often a
 * borrower may renew it, what a return is checked for, a deposit, and a regular service.
 */
function LendingFields({ register, errors }: AssetFieldsProps) {
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const error = (message: string | undefined) => (message ? ctOf(message) : undefined);
  const [longest, renewals, deposit] = [LONGEST_LOAN_DAYS, MAX_RENEWALS, MAX_DEPOSIT_RUPEES];
  const number = { type: 'number', inputMode: 'numeric', step: 1, autoComplete: 'off' } as const;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-300 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink">
        <Trans>Lending</Trans>
      </legend>
      <FormField label={t`Longest loan (days)`} hint={t`1 to ${longest}. Left empty: the category's, else 30`} error={error(errors.maxLoanDays?.message)}>
        <Input min={1} max={LONGEST_LOAN_DAYS} {...number} {...register('maxLoanDays')} />
      </FormField>
      <FormField label={t`Renewals allowed`} hint={t`0 to ${renewals}. Left empty: 2`} error={error(errors.maxRenewals?.message)}>
        <Input min={0} max={MAX_RENEWALS} {...number} {...register('maxRenewals')} />
      </FormField>
      <FormField
        label={t`Return checklist`}
        hint={t`A JSON list, like ["Cleaned and disinfected", "Brakes work"]. Left empty: the category's`}
        error={error(errors.checklist?.message)}
        className="sm:col-span-2"
      >
        <textarea lang="en" className={cn(textareaClass, 'min-h-20 font-mono')} rows={2} spellCheck={false} {...register('checklist')} />
      </FormField>
      <FormField label={t`Deposit in rupees (optional)`} hint={t`1 to ${deposit}, taken at hand-over and refunded at return`} error={error(errors.depositRupees?.message)}>
        <Input min={1} max={MAX_DEPOSIT_RUPEES} {...number} {...register('depositRupees')} />
      </FormField>
      <div className="hidden sm:block" />
      <FormField label={t`Service every … loans (optional)`} error={error(errors.serviceEveryLoans?.message)}>
        <Input min={1} {...number} {...register('serviceEveryLoans')} />
      </FormField>
      <FormField label={t`Service every … days (optional)`} error={error(errors.serviceEveryDays?.message)}>
        <Input min={1} {...number} {...register('serviceEveryDays')} />
      </FormField>
    </fieldset>
  );
}

/**
 * The asset's texts in one more language, each optional: its readers read what is filled in, and
 * the English of what is not. The group is named by the language's own name (हिन्दी), and its
 * inputs carry the language, so a keyboard, a spell checker and a screen reader use it.
 */
function TranslationFields({ language, register, errors }: AssetFieldsProps & { language: TranslationLanguage }) {
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const name = languageNames[language];
  const given = errors.translations?.[language];
  const error = (message: string | undefined) => (message ? ctOf(message) : undefined);
  const descriptionMax = DESCRIPTION_MAX;
  const nameMax = TRANSLATED_NAME_MAX;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-300 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-ink">
        <span lang={language}>{name}</span> <Trans>(optional)</Trans>
      </legend>
      <p className="text-muted sm:col-span-2">
        <Trans>
          People reading <span lang={language}>{name}</span> see these. Anything left empty is shown in English.
        </Trans>
      </p>
      <FormField label={t`Name in ${name}`} hint={t`Up to ${nameMax} characters`} error={error(given?.name?.message)}>
        <Input lang={language} autoComplete="off" {...register(`translations.${language}.name`)} />
      </FormField>
      <FormField label={t`Description in ${name}`} hint={t`Up to ${descriptionMax} characters`} error={error(given?.description?.message)} className="sm:col-span-2">
        <textarea lang={language} className={textareaClass} rows={4} {...register(`translations.${language}.description`)} />
      </FormField>
      <FormField label={t`Pickup note in ${name}`} error={error(given?.pickupNote?.message)} className="sm:col-span-2">
        <textarea lang={language} className={cn(textareaClass, 'min-h-20')} rows={2} {...register(`translations.${language}.pickupNote`)} />
      </FormField>
    </fieldset>
  );
}

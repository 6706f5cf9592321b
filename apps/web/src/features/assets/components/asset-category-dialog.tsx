import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { assetCategoryIcons, CATEGORY_NAME_MAX } from '@sahaya/contract/asset-categories/constants';
import { createAssetCategoryBody, type AssetCategory, type CreateAssetCategoryBody } from '@sahaya/contract/asset-categories/schemas';
import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX, LONGEST_LOAN_DAYS, MAX_LOAN_DAYS } from '@sahaya/contract/constants';
import { languageNames, offeredTranslationLanguages, translationLanguages } from '@sahaya/contract/i18n/languages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { uploadImage } from '../../../lib/api/upload-image.ts';
import { cn } from '../../../lib/cn.ts';
import { focusFirstField } from '../../../lib/focus/focus-first-field.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useKeptTyping } from '../../../lib/forms/use-kept-typing.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useCreateAssetCategory } from '../api/create-asset-category.ts';
import { useUpdateAssetCategory } from '../api/update-asset-category.ts';
import { categoryIconLabels, categoryIcons, checklistText, keyFromName } from '../utils/categories.ts';
import { ImagePicker } from './image-picker.tsx';

/** The form as typed: text in every box; the contract's rules read it as the server does. */
type CategoryFormValues = z.input<typeof createAssetCategoryBody>;
const editSchema = createAssetCategoryBody.omit({ key: true });

const formValuesOf = (category?: AssetCategory): CategoryFormValues => ({
  key: category?.key ?? '',
  names: {
    en: category?.names?.en ?? '',
    ...Object.fromEntries(translationLanguages.map((language) => [language, category?.names?.[language] ?? ''])),
  },
  codePrefix: category?.codePrefix ?? '',
  icon: category?.icon ?? 'equipment',
  image: category?.image ?? null,
  defaultMaxLoanDays: category?.defaultMaxLoanDays == null ? '' : String(category.defaultMaxLoanDays),
  checklist: checklistText(category?.checklist ?? []),
});

/** The fields a refusal may name, to show its message beside the field. */
const fieldNames = ['key', 'names.en', ...translationLanguages.map((language) => `names.${language}` as const), 'codePrefix', 'icon', 'defaultMaxLoanDays', 'checklist'] as const;

const textareaClass = cn(
  'block min-h-28 w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink',
  'focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
);

interface AssetCategoryDialogProps {
  /** The category edited, as an admin reads it (with its names); none to add one. */
  category?: AssetCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds or edits a category: its name in English and each other language, its short-code letters,
 * a drawing and perhaps a picture, its default longest loan and its return checklist, one item a
 * line. A new category's key follows its English name until the admin writes one; it never changes.
 * What was typed is kept after a failed save, even if the dialog is closed and opened again for the
 * same category; Cancel, a save, or opening it for another category starts afresh.
 */
export function AssetCategoryDialog({ category, open, onOpenChange }: AssetCategoryDialogProps) {
  const { t, i18n } = useLingui();
  const { ctOf } = useContractText();
  const create = useCreateAssetCategory();
  const update = useUpdateAssetCategory(category?.key ?? '');
  const editing = Boolean(category);
  const form = useForm<CategoryFormValues, unknown, CreateAssetCategoryBody>({
    resolver: zodResolver(editing ? editSchema.extend({ key: createAssetCategoryBody.shape.key.optional() }) : createAssetCategoryBody) as never,
    mode: 'onTouched',
    defaultValues: formValuesOf(category),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [keyWritten, setKeyWritten] = useState(editing);
  const [picture, setPicture] = useState<File | null>(null);
  const [savedPicture, setSavedPicture] = useState<string | null>(category?.image ?? null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const iconGroup = useId();
  const toast = formToast('asset-category');
  const error = (message: string | undefined) => (message ? ctOf(message) : undefined);

  // The page has one dialog for adding and for editing each category: typing is kept for the
  // category it was opened for ('' a new one).
  const { discard } = useKeptTyping({
    open,
    subject: category?.key ?? '',
    unsaved: isDirty || picture !== null || savedPicture !== (category?.image ?? null),
    reset: () => {
      form.reset(formValuesOf(category));
      setKeyWritten(Boolean(category));
      setPicture(null);
      setSavedPicture(category?.image ?? null);
      setPictureError(undefined);
      setFailure(null);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      let image = savedPicture;
      if (picture) {
        setProgress(0);
        image = (await uploadImage(picture, setProgress)).imageUrl;
      }
      const body = { ...values, image };
      const reply = category ? await update.mutateAsync(body) : await create.mutateAsync(body);
      toast.success(reply.message);
      discard();
      onOpenChange(false);
    } catch (failed) {
      const shown = applyServerErrors(failed, form.setError, fieldNames);
      const { fields, message } = readFailure(failed);
      if (fields.image) setPictureError(fields.image);
      else if (!shown) setFailure(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  });

  const english = form.register('names.en', {
    onChange: (event: { target: { value: string } }) => {
      if (!keyWritten) form.setValue('key', keyFromName(event.target.value));
    },
  });
  const itemsMax = CHECKLIST_ITEMS_MAX;
  const itemMax = CHECKLIST_ITEM_MAX;
  const longest = LONGEST_LOAN_DAYS;
  const usual = MAX_LOAN_DAYS;
  const nameMax = CATEGORY_NAME_MAX;

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusFirstField}>
        <DialogTitle>{editing ? <Trans>Edit Category</Trans> : <Trans>Add Category</Trans>}</DialogTitle>
        <DialogDescription>
          <Trans>Assets of this category start with its longest loan and checklist; each can be changed on the asset.</Trans>
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 space-y-5">
          <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">
              <Trans>Category details</Trans>
            </legend>
            <FormField label={t`Name in English`} hint={t`2 to ${nameMax} characters`} error={error(errors.names?.en?.message)}>
              <Input lang="en" autoComplete="off" {...english} />
            </FormField>
            {offeredTranslationLanguages().map((language) => {
              const languageName = languageNames[language];
              return (
                <FormField
                  key={language}
                  label={language === 'hi' ? t`Name in Hindi` : t`Name in ${languageName} (optional)`}
                  hint={language === 'hi' ? t`Its readers read the English name without it` : undefined}
                  error={error(errors.names?.[language]?.message)}
                >
                  <Input lang={language} autoComplete="off" {...form.register(`names.${language}`)} />
                </FormField>
              );
            })}
            {editing ? null : (
              <FormField label={t`Key`} hint={t`How the system names it, like hospitalBed; it never changes`} error={error(errors.key?.message)}>
                <Input lang="en" autoComplete="off" spellCheck={false} {...form.register('key', { onChange: () => setKeyWritten(true) })} />
              </FormField>
            )}
            <FormField
              label={t`Code letters`}
              hint={t`2 to 4 capital letters that start each asset's code, like HB for HB-0007`}
              error={error(errors.codePrefix?.message)}
            >
              <Input lang="en" autoComplete="off" spellCheck={false} maxLength={4} className="uppercase" {...form.register('codePrefix')} />
            </FormField>
            <FormField
              label={t`Longest loan, in days (optional)`}
              hint={t`1 to ${longest}; left empty, ${usual}`}
              error={error(errors.defaultMaxLoanDays?.message)}
            >
              <Input type="number" inputMode="numeric" min={1} max={LONGEST_LOAN_DAYS} step={1} autoComplete="off" {...form.register('defaultMaxLoanDays')} />
            </FormField>
            <FormField
              label={t`Return checklist (optional)`}
              hint={t`One item a line, at most ${itemsMax} items of ${itemMax} characters`}
              error={error(errors.checklist?.message ?? (Array.isArray(errors.checklist) ? errors.checklist.find(Boolean)?.message : undefined))}
              className="sm:col-span-2"
            >
              <textarea lang="en" rows={4} className={textareaClass} {...form.register('checklist')} />
            </FormField>
            <fieldset className="space-y-2 sm:col-span-2" aria-describedby={errors.icon ? `${iconGroup}-error` : undefined}>
              <legend className="mb-1 font-semibold text-ink">
                <Trans>Drawing</Trans>
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {assetCategoryIcons.map((icon) => {
                  const Icon = categoryIcons[icon];
                  return (
                    <label key={icon} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50">
                      <input type="radio" value={icon} className="size-5 accent-primary-700" {...form.register('icon')} />
                      <Icon className="size-6 text-primary-700" aria-hidden />
                      {i18n._(categoryIconLabels[icon])}
                    </label>
                  );
                })}
              </div>
              {errors.icon ? (
                <p id={`${iconGroup}-error`} role="alert" className="text-sm font-medium text-danger">
                  {error(errors.icon.message)}
                </p>
              ) : null}
            </fieldset>
          </fieldset>
          <ImagePicker
            label={t`Picture (optional)`}
            hint={t`JPG, PNG. Shown with the drawing where there is room for it`}
            file={picture}
            savedUrl={savedPicture}
            onChange={(file) => {
              setPicture(file);
              if (!file) setSavedPicture(null);
              setPictureError(undefined);
            }}
            onInvalid={setPictureError}
            error={pictureError}
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
              {isSubmitting ? <Trans>Saving...</Trans> : editing ? <Trans>Save Changes</Trans> : <Trans>Add Category</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

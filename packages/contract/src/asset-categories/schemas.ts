/**
 * Categories of equipment as data: an admin adds and edits them (a name in each language, the
 * short-code letters, a drawing or a picture, the longest loan and the return checklist an asset
 * of it starts with); everybody who browses the catalogue reads them in their language.
 */
import { z } from 'zod';
import { said } from '../common.ts';
import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX, LONGEST_LOAN_DAYS } from '../constants.ts';
import { requiredText } from '../fields.ts';
import { translationLanguages, type TranslationLanguage } from '../i18n/languages.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { assetCategoryIcons, CATEGORY_KEY, CATEGORY_KEY_MAX, CATEGORY_NAME_MAX, CODE_PREFIX } from './constants.ts';
import { assetCategoryMessages } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('assetCategoryMessages', assetCategoryMessages);

/** A category's name in every language it is written in: English always. */
export const assetCategoryNames = z.object({
  en: z.string(),
  ...(Object.fromEntries(translationLanguages.map((language) => [language, z.string().optional()])) as Record<TranslationLanguage, z.ZodOptional<z.ZodString>>),
});
export type AssetCategoryNames = z.infer<typeof assetCategoryNames>;

export const assetCategory = z.object({
  /** How the assets name it, never changed: `hospitalBed`. */
  key: z.string(),
  /** The name in the reader's language, else the English. */
  name: z.string(),
  /** The letters of the short codes of its assets: `HB` for `HB-0007`. */
  codePrefix: z.string(),
  /** The drawing that stands for it where there is no picture. */
  icon: z.enum(assetCategoryIcons),
  /** Its picture, uploaded as an asset's (POST /api/assets/image); null when it has none. */
  image: z.string().nullable(),
  /** The longest loan an asset of it starts with, in days; null for Sahaya's usual 30. */
  defaultMaxLoanDays: z.number().int().nullable(),
  /** The return checklist an asset of it starts with. */
  checklist: z.array(z.string()),
  /** How many assets are of it. */
  assetCount: z.number().int(),
  /** The name in every language, for the admin's form (admins only). */
  names: assetCategoryNames.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetCategory = z.infer<typeof assetCategory>;

export const assetCategoriesReply = z.object({ categories: z.array(assetCategory) });
export type AssetCategoriesReply = z.infer<typeof assetCategoriesReply>;
export const savedAssetCategoryReply = z.object({ ...said, category: assetCategory });

export const assetCategoryParams = z.object({ key: z.string().regex(CATEGORY_KEY, m.keyInvalid) });

/** An optional field of a form: left out when empty, so a blank box means "none". */
const blankIsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A name as its readers write it: letters and marks of any script, digits, spaces, dots and hyphens, at least one letter. */
const NAME = new RegExp(`^(?=.*\\p{L})(?:[\\p{L}\\p{M}\\p{Nd}\\u200C .()-]|\\u200D){2,${CATEGORY_NAME_MAX}}$`, 'u');
const translatedName = z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), z.string({ error: m.nameInvalid }).regex(NAME, m.nameInvalid).optional());

/** The names a form sends: English required, each other language optional (its readers read the English without it). */
export const assetCategoryNamesBody = z.object({
  en: requiredText(m.nameRequired).regex(NAME, m.nameInvalid),
  ...(Object.fromEntries(translationLanguages.map((language) => [language, translatedName])) as Record<TranslationLanguage, typeof translatedName>),
});

/** The checklist as a list, or as the form's text with one item a line; blank lines are dropped. */
const checklist = z.preprocess(
  (value) => {
    const items = typeof value === 'string' ? value.split('\n') : value;
    return Array.isArray(items) ? items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '') : items;
  },
  z.array(z.string({ error: m.checklistItemTooLong }).max(CHECKLIST_ITEM_MAX, m.checklistItemTooLong), { error: m.checklistTooLong }).max(CHECKLIST_ITEMS_MAX, m.checklistTooLong),
);

/** The fields a category's form writes, each as a form sends it. */
const fields = {
  names: assetCategoryNamesBody,
  codePrefix: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.string({ error: m.codePrefixInvalid }).regex(CODE_PREFIX, m.codePrefixInvalid)),
  icon: z.enum(assetCategoryIcons, { error: m.iconInvalid }),
  /** A url from POST /api/assets/image, or null for none. */
  image: z.preprocess(blankIsNone, z.string({ error: m.imageInvalid }).max(1000, m.imageInvalid).nullable()),
  /** Days from 1 to LONGEST_LOAN_DAYS, or null for Sahaya's usual longest loan. */
  defaultMaxLoanDays: z.preprocess(
    (value) => {
      const given = blankIsNone(value);
      return typeof given === 'string' ? Number(given) : given;
    },
    z.int({ error: m.defaultMaxLoanDaysInvalid }).min(1, m.defaultMaxLoanDaysInvalid).max(LONGEST_LOAN_DAYS, m.defaultMaxLoanDaysInvalid).nullable(),
  ),
  checklist,
};

/** A new category: its key, names and letters; a drawing (the plain one when left out), a picture, a longest loan and a checklist optional. */
export const createAssetCategoryBody = z.object({
  key: z.string({ error: m.keyInvalid }).trim().max(CATEGORY_KEY_MAX, m.keyInvalid).regex(CATEGORY_KEY, m.keyInvalid),
  names: fields.names,
  codePrefix: fields.codePrefix,
  icon: fields.icon.default('equipment'),
  image: fields.image.optional().transform((value) => value ?? null),
  defaultMaxLoanDays: fields.defaultMaxLoanDays.optional().transform((value) => value ?? null),
  checklist: fields.checklist.optional().transform((value) => value ?? []),
});
export type CreateAssetCategoryBody = z.infer<typeof createAssetCategoryBody>;

/** An edit: the fields given change, the others stay; the key never changes. */
export const updateAssetCategoryBody = z.object({
  names: fields.names.optional(),
  codePrefix: fields.codePrefix.optional(),
  icon: fields.icon.optional(),
  image: fields.image.optional(),
  defaultMaxLoanDays: fields.defaultMaxLoanDays.optional(),
  checklist: fields.checklist.optional(),
});
export type UpdateAssetCategoryBody = z.infer<typeof updateAssetCategoryBody>;

/** The errors of the categories of equipment, by code, each with its status and text. */
import { assetCategoryMessages } from './messages.ts';

export const assetCategoryErrors = {
  ASSET_CATEGORY_NOT_FOUND: { status: 404, message: assetCategoryMessages.notFound },
  /** The key is another category's: a key is given once and never changes. */
  ASSET_CATEGORY_KEY_TAKEN: { status: 409, message: assetCategoryMessages.keyTaken },
  /** The short-code letters are another category's: two categories would number the same codes. */
  ASSET_CATEGORY_PREFIX_TAKEN: { status: 409, message: assetCategoryMessages.codePrefixTaken },
  /** An asset form naming a category there is none of. */
  ASSET_CATEGORY_UNKNOWN: { status: 400, message: assetCategoryMessages.unknown },
} as const;

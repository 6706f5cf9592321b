/** The rules of an asset category: what an admin may write into one. */

/**
 * The drawings a category may stand for itself with, where an asset has no picture: names the web
 * app maps to its own drawings, so a category never needs code to be added. `equipment` is the
 * drawing of a category that gives a picture instead.
 */
export const assetCategoryIcons = [
  'wheelchair',
  'airbed',
  'walkingStick',
  'hospitalBed',
  'commode',
  'walker',
  'oxygen',
  'crutches',
  'equipment',
] as const;
export type AssetCategoryIcon = (typeof assetCategoryIcons)[number];

/** A category's key, how the API and the assets name it forever: a camelCase word, `hospitalBed`. */
export const CATEGORY_KEY = /^[a-z][a-zA-Z0-9]{1,39}$/;
export const CATEGORY_KEY_MAX = 40;
/** The letters an asset's short code starts with (`HB-0007`): 2 to 4 capitals, one category's only. */
export const CODE_PREFIX = /^[A-Z]{2,4}$/;
/** A category's name in any language: 2 to this many characters. */
export const CATEGORY_NAME_MAX = 40;

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Accessibility, BedDouble, BedSingle, Bone, Footprints, Package, PersonStanding, Toilet, Wind, type LucideIcon } from 'lucide-react';
import type { AssetCategoryIcon } from '@sahaya/contract/asset-categories/constants';
import type { AssetCategory } from '@sahaya/contract/asset-categories/schemas';

/**
 * The drawing of each name a category may choose (asset-categories/constants.ts): it stands in for
 * a missing picture of an asset of the category. How a category reads is its own `name`.
 */
export const categoryIcons: Record<AssetCategoryIcon, LucideIcon> = {
  wheelchair: Accessibility,
  airbed: BedSingle,
  walkingStick: PersonStanding,
  hospitalBed: BedDouble,
  commode: Toilet,
  walker: Footprints,
  oxygen: Wind,
  crutches: Bone,
  equipment: Package,
};

/** The drawing of the category with `key` among `categories`; the plain one while they load, or for a key none has. */
export function categoryIconOf(categories: readonly AssetCategory[] | undefined, key: string): LucideIcon {
  const icon = categories?.find((category) => category.key === key)?.icon;
  return categoryIcons[icon ?? 'equipment'];
}

/** The name of the category with `key` among `categories`, in the language they were read in; the key itself until they load. */
export const categoryNameOf = (categories: readonly AssetCategory[] | undefined, key: string): string =>
  categories?.find((category) => category.key === key)?.name ?? key;

/** The checklist typed one item a line, as the form's text area holds it. */
export const checklistText = (items: readonly string[]) => items.join('\n');

/**
 * A key for a new category made from its English name, as the admin types it: `Hospital bed` is
 * `hospitalBed`; letters and digits only, starting with a small letter.
 */
export function keyFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    // A key starts with a letter: digits before the first one are left out.
    .replace(/^[^A-Za-z]+/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const joined = words.map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
  return joined.replace(/^[^a-z]+/, '').slice(0, 40);
}

/** What each drawing shows, for the admin choosing one. */
export const categoryIconLabels: Record<AssetCategoryIcon, MessageDescriptor> = {
  wheelchair: msg`Wheelchair`,
  airbed: msg`Airbed`,
  walkingStick: msg`Walking stick`,
  hospitalBed: msg`Hospital bed`,
  commode: msg`Commode`,
  walker: msg`Walker`,
  oxygen: msg`Oxygen`,
  crutches: msg`Crutches`,
  equipment: msg`Other equipment`,
};

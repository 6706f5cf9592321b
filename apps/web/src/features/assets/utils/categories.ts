import { Accessibility, BedSingle, PersonStanding, type LucideIcon } from 'lucide-react';
import type { assetCategories } from '@sahaya/contract/constants';

export type AssetCategory = (typeof assetCategories)[number];

/**
 * The drawing that stands in for a missing picture of each category. How a category reads is the
 * contract's `assetCategoryLabels`, in the language shown through `ct`.
 */
export const categories: Record<AssetCategory, { Icon: LucideIcon }> = {
  wheelchair: { Icon: Accessibility },
  airbed: { Icon: BedSingle },
  walkingStick: { Icon: PersonStanding },
};

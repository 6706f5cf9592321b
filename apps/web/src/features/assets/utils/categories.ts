import { Accessibility, BedSingle, PersonStanding, type LucideIcon } from 'lucide-react';
import type { assetCategories } from '@sahaya/contract/constants';
import { assetCategoryLabels } from '@sahaya/contract/format';

export type AssetCategory = (typeof assetCategories)[number];

/** How each category reads, and the drawing that stands in for a missing picture. */
export const categories: Record<AssetCategory, { label: string; Icon: LucideIcon }> = {
  wheelchair: { label: assetCategoryLabels.wheelchair, Icon: Accessibility },
  airbed: { label: assetCategoryLabels.airbed, Icon: BedSingle },
  walkingStick: { label: assetCategoryLabels.walkingStick, Icon: PersonStanding },
};

import { useAssetCategory } from '../hooks/use-asset-category.ts';

/** An asset's category, named in the language shown (GET /api/assetCategories). */
export function CategoryName({ category }: { category: string }) {
  return <>{useAssetCategory(category).name}</>;
}

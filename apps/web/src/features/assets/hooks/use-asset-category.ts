import { useAssetCategories } from '../api/list-asset-categories.ts';
import { categoryIconOf, categoryNameOf } from '../utils/categories.ts';

/** How the category with `key` reads in the language shown, and its drawing, from the one cached list of categories. */
export function useAssetCategory(key: string) {
  const { data } = useAssetCategories();
  return { name: categoryNameOf(data, key), Icon: categoryIconOf(data, key) };
}

import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ComponentProps } from 'react';
import { MAX_LOAN_DAYS } from '@sahaya/contract/constants';
import { Select } from '../../../components/ui/select.tsx';
import { useAssetCategories } from '../api/list-asset-categories.ts';

/**
 * The asset form's category choice, one option per category of GET /api/assetCategories in the
 * language shown. It is put in the page only once they are read, so the form's value (an edited
 * asset's category) finds its option when the form sets it.
 */
export function CategorySelect(props: ComponentProps<'select'>) {
  const { t } = useLingui();
  const { data: categories } = useAssetCategories();
  if (!categories) {
    return (
      <Select id={props.id} disabled aria-busy aria-describedby={props['aria-describedby']} value="" onChange={() => undefined}>
        <option value="">{t`Loading categories…`}</option>
      </Select>
    );
  }
  return (
    <Select {...props}>
      <option value="">
        <Trans>Select a category</Trans>
      </option>
      {categories.map((category) => (
        <option key={category.key} value={category.key}>
          {category.name}
        </option>
      ))}
    </Select>
  );
}

/** What an asset of the chosen category starts with: its longest loan and what its return is checked for. */
export function CategoryDefaults({ category }: { category: string }) {
  const { t } = useLingui();
  const { data: categories } = useAssetCategories();
  const chosen = categories?.find((c) => c.key === category);
  if (!chosen) return null;
  const days = chosen.defaultMaxLoanDays ?? MAX_LOAN_DAYS;
  const longest = t({ message: plural(days, { one: 'Lent for at most # day.', other: 'Lent for at most # days.' }) });
  const items = chosen.checklist.join(', ');
  return (
    <span className="text-muted">
      {longest} {chosen.checklist.length > 0 ? t`Checked at return: ${items}.` : t`Nothing to check at return.`}
    </span>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AssetCategory } from '@sahaya/contract/asset-categories/schemas';
import { MAX_LOAN_DAYS } from '@sahaya/contract/constants';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingCards } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useAssetCategories } from '../api/list-asset-categories.ts';
import { AssetCategoryDialog } from '../components/asset-category-dialog.tsx';
import { categoryIcons } from '../utils/categories.ts';

/**
 * /admin/assetCategories (issue #41): the categories of equipment, each with its drawing or
 * picture, its names, letters, longest loan and checklist and how many assets are of it; an admin
 * adds one or edits one in a dialog. A category is never removed, as its assets keep it.
 */
export function AssetCategoriesPage() {
  const { t } = useLingui();
  const list = useAssetCategories();
  // `null`: adding; a category: editing it; undefined: the dialog is closed.
  const [editing, setEditing] = useState<AssetCategory | null | undefined>(undefined);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageTitle>{t`Categories`}</PageTitle>
      <PageHeader
        eyebrow={<Trans>Asset Management</Trans>}
        title={<Trans>Categories</Trans>}
        description={<Trans>What the closet lends: each asset is of one category, which gives it its code letters, longest loan and return checklist.</Trans>}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden />
            <Trans>Add Category</Trans>
          </Button>
        }
      />
      {list.isError ? <ErrorAlert>{readFailure(list.error).message}</ErrorAlert> : null}
      {list.isPending ? (
        <LoadingCards label={t`Loading categories…`} count={3} className="grid gap-4 sm:grid-cols-2" cardClassName="h-40">
          <Skeleton className="m-4 size-20" />
        </LoadingCards>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Categories`}>
          {list.data?.map((category) => (
            <li key={category.key}>
              <CategoryCard category={category} onEdit={() => setEditing(category)} />
            </li>
          ))}
        </ul>
      )}
      <AssetCategoryDialog
        category={editing ?? undefined}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
    </div>
  );
}

function CategoryCard({ category, onEdit }: { category: AssetCategory; onEdit: () => void }) {
  const { t } = useLingui();
  const Icon = categoryIcons[category.icon];
  const days = category.defaultMaxLoanDays ?? MAX_LOAN_DAYS;
  const count = category.assetCount;
  const name = category.name;
  const hindi = category.names?.hi;
  return (
    <Card className="flex h-full gap-4 p-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-50">
        {category.image ? <img src={category.image} alt="" className="size-full object-cover" /> : <Icon className="size-10 text-primary-700" aria-hidden />}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-semibold text-ink">{name}</h2>
        {hindi && hindi !== name ? (
          <p lang="hi" className="text-sm text-muted">
            {hindi}
          </p>
        ) : null}
        <p className="text-sm">
          <Trans>
            Code letters <span className="font-mono font-semibold">{category.codePrefix}</span>
          </Trans>
        </p>
        <p className="text-sm">
          <Plural value={days} one="Longest loan # day" other="Longest loan # days" />
        </p>
        <p className="text-sm text-muted">
          <Plural value={count} one="# asset" other="# assets" />
        </p>
        {category.checklist.length > 0 ? (
          <ul className="list-disc ps-5 text-sm" aria-label={t`Return checklist of ${name}`}>
            {category.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        <Button variant="secondary" size="sm" className="mt-2" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Pencil aria-hidden />
          <Trans>Edit</Trans>
        </Button>
      </div>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { AddAssetForm } from '../components/add-asset-form.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /admin/addAsset: the new asset's details and image; success returns to the list. */
export function AddAssetPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t`Add Asset`}</PageTitle>
      <Breadcrumb parent={{ to: paths.admin.assetManagement, label: t`Asset Management` }} current={t`Add Asset`} />
      <PageHeader title={<Trans>Add New Asset</Trans>} />
      <Card>
        <AddAssetForm />
      </Card>
    </div>
  );
}

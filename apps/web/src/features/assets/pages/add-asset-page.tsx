import { PageTitle } from '../../../components/page-title.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { AddAssetForm } from '../components/add-asset-form.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';

/** /admin/addAsset: the new asset's details and image; success returns to the list. */
export function AddAssetPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>Add Asset</PageTitle>
      <Breadcrumb parent={{ to: paths.admin.assetManagement, label: 'Asset Management' }} current="Add Asset" />
      <h1 className="text-3xl font-extrabold text-ink">Add New Asset</h1>
      <Card>
        <AddAssetForm />
      </Card>
    </div>
  );
}

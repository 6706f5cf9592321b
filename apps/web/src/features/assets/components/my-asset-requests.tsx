import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { myAssetRequests } from '@sahaya/contract/assets/endpoints';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { MyRequestList } from '../../../components/my-request-list.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMyAssetRequests } from '../api/my-asset-requests.ts';
import { AssetRequestCard } from './asset-request-card.tsx';

const linkClass = 'font-semibold break-words text-ink underline-offset-4 hover:text-primary-800 hover:underline';

/**
 * The assets tab of My Requests (spec 2 §2): the person's asset requests, searched by asset name
 * and filtered by status, 4 a page, each with its status and the admin's comment.
 */
export function MyAssetRequests() {
  return (
    <MyRequestList
      endpoint={myAssetRequests}
      useRequests={useMyAssetRequests}
      name="asset"
      label="Asset requests"
      search={{ label: 'Search by asset name', placeholder: 'Type an asset name' }}
      failed={assetRequestMessages.listFailed}
      itemHeight="h-28"
      empty={{
        icon: PackageOpen,
        title: 'You have not requested any equipment yet.',
        text: 'Wheelchairs, air beds and walking sticks are there to borrow.',
        action: { to: paths.user.assets, label: 'Browse Assets' },
      }}
    >
      {(request) => (
        <AssetRequestCard
          request={request}
          title={
            <h2 className="text-lg">
              <Link to={paths.user.asset(request.asset._id)} className={linkClass}>
                {request.asset.name}
              </Link>
            </h2>
          }
        />
      )}
    </MyRequestList>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { myAssetRequests } from '@sahaya/contract/assets/endpoints';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { MyRequestList } from '../../../components/my-request-list.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyAssetRequests } from '../api/my-asset-requests.ts';
import { AssetRequestCard } from './asset-request-card.tsx';

const linkClassName = 'font-semibold break-words text-ink underline-offset-4 hover:text-primary-800 hover:underline';

/**
 * The assets tab of My Requests (spec 2 §2): the person's asset requests, searched by asset name
 * and filtered by status, 4 a page, each with its status and the admin's comment.
 */
export function MyAssetRequests() {
  const { t } = useLingui();
  const { ct } = useContractText();
  return (
    <MyRequestList
      endpoint={myAssetRequests}
      useRequests={useMyAssetRequests}
      name="asset"
      label={t`Asset requests`}
      search={{ label: t`Search by asset name`, placeholder: t`Type an asset name` }}
      failed={ct(assetRequestMessages.listFailed)}
      itemHeight="h-28"
      empty={{
        icon: PackageOpen,
        title: t`You have not requested any equipment yet.`,
        text: t`Wheelchairs, air beds and walking sticks are there to borrow.`,
        action: { to: paths.user.assets, label: t`Browse Assets` },
      }}
    >
      {(request, settle) => (
        <AssetRequestCard
          request={request}
          onCancelled={settle}
          title={
            <h2 className="text-lg">
              <Link to={paths.user.asset(request.asset._id)} className={linkClassName}>
                {request.asset.name}
              </Link>
            </h2>
          }
        />
      )}
    </MyRequestList>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { pageSizes } from '@sahaya/contract/constants';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useMyRequestsForAsset } from '../api/my-requests-for-asset.ts';
import { AssetRequestCard } from './asset-request-card.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

/** The person's own requests for the asset on its page, newest first, a page at a time, each with its status and the admin's comment. */
export function MyRequestsForAsset({ assetId }: { assetId: string }) {
  const [page, setPage] = useState(1);
  const query = useMyRequestsForAsset(assetId, { page, limit: pageSizes.assetRequests });
  const { ct } = useContractText();
  const { t } = useLingui();
  const focusAfter = useFocusAfterAction(query.data?.requests.map((request) => request._id));
  return (
    <Card ref={focusAfter.ref}>
      <CardTitle>
        <Trans>Your requests for this asset</Trans>
      </CardTitle>
      <div className="mt-4 space-y-4">
        {query.isPending ? (
          <LoadingPlaceholder className="space-y-3">
            <Skeleton className="h-20 w-full" />
          </LoadingPlaceholder>
        ) : query.isError ? (
          <ErrorAlert>
            {readFailure(query.error, ct(assetRequestMessages.listFailed)).message}
          </ErrorAlert>
        ) : query.data.requests.length === 0 ? (
          <EmptyNote>
            <Trans>You have not requested this asset yet.</Trans>
          </EmptyNote>
        ) : (
          <>
            <ul aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}>
              {query.data.requests.map((request) => (
                <li key={request._id} {...{ [FOCUS_KEY]: request._id }}>
                  <AssetRequestCard request={request} onCancelled={() => focusAfter.settle(request._id)} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={query.data.totalPages} onPageChange={setPage} label={t`Your requests for this asset`} />
          </>
        )}
      </div>
    </Card>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useGetAssetHistory } from '../api/get-asset-history.ts';

/** The server's names of what happened, in the language shown (the details are the server's own). */
const actions: Record<string, MessageDescriptor> = {
  'Asset added': msg`Asset added`,
  'Asset updated': msg`Asset updated`,
  Requested: msg`Requested`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Returned: msg`Returned`,
};

/** The History tab: what happened to the asset, newest first, from its real records. */
export function AssetHistory({ assetId }: { assetId: string }) {
  const history = useGetAssetHistory(assetId);
  const { i18n } = useLingui();
  const { ctOf } = useContractText();
  const f = useFormat();

  if (history.isPending) {
    return (
      <div aria-busy className="space-y-4">
        <span className="sr-only">
          <Trans>Loading history</Trans>
        </span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="space-y-1.5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ))}
      </div>
    );
  }
  if (history.isError) return <ErrorAlert>{ctOf(readFailure(history.error).message)}</ErrorAlert>;
  if (history.data.length === 0) return (
      <p className="text-muted">
        <Trans>Nothing has happened to this asset yet.</Trans>
      </p>
    );

  return (
    <ol className="relative space-y-5 border-l-2 border-stone-200 pl-5">
      {history.data.map((entry, index) => (
        <li key={`${entry.date}-${index}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[1.7rem] size-3 rounded-full bg-primary-700" />
          <p className="font-semibold text-ink">{actions[entry.action] ? i18n._(actions[entry.action]!) : entry.action}</p>
          <p className="break-words text-ink">{entry.details}</p>
          <p className="text-sm text-muted">
            <time dateTime={entry.date}>{f.dateTime(entry.date)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

import { formatDateTime } from '@sahaya/contract/format';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useGetAssetHistory } from '../api/get-asset-history.ts';

/** The History tab: what happened to the asset, newest first, from its real records. */
export function AssetHistory({ assetId }: { assetId: string }) {
  const history = useGetAssetHistory(assetId);

  if (history.isPending) {
    return (
      <div aria-busy className="space-y-4">
        <span className="sr-only">Loading history</span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="space-y-1.5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ))}
      </div>
    );
  }
  if (history.isError) return <ErrorAlert>{readFailure(history.error).message}</ErrorAlert>;
  if (history.data.length === 0) return <p className="text-muted">Nothing has happened to this asset yet.</p>;

  return (
    <ol className="relative space-y-5 border-l-2 border-stone-200 pl-5">
      {history.data.map((entry, index) => (
        <li key={`${entry.date}-${index}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[1.7rem] size-3 rounded-full bg-primary-700" />
          <p className="font-semibold text-ink">{entry.action}</p>
          <p className="break-words text-ink">{entry.details}</p>
          <p className="text-sm text-muted">
            <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../components/ui/skeleton.tsx';

/** Shown while the first page's code arrives. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="mx-auto max-w-3xl space-y-4 p-6">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  );
}

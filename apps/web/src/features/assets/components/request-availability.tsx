import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useAssetAvailability } from '../api/asset-availability.ts';
import { periodOf, shortDays } from '../utils/loan-period.ts';
import { AvailabilityDays } from './availability-days.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

interface RequestAvailabilityProps {
  assetId: string;
  /** The days chosen in the dialog, as typed: nothing is asked until they make a period. */
  start: string;
  end: string;
  needed: number;
}

/**
 * In the request dialog, before the person asks: how many units are free on each day of the
 * chosen period, with a sentence that says whether every day has enough.
 */
export function RequestAvailability({ assetId, start, end, needed }: RequestAvailabilityProps) {
  const period = periodOf(start, end);
  const query = useAssetAvailability(assetId, period);
  const { t } = useLingui();
  const f = useFormat();
  const headingId = useId();

  // The sentence that sums the period up lives in one live region, present from the start, so a
  // screen reader hears it each time the dates or the quantity change it.
  let summary = null;
  let body;
  if (!period) {
    body = (
      <p className="text-sm text-muted">
        <Trans>Choose the days to see how many are free on each.</Trans>
      </p>
    );
  } else if (query.isPending) {
    body = (
      <LoadingPlaceholder label={t`Loading the free units`} className="space-y-2">
        <Skeleton className="h-20 w-full" />
      </LoadingPlaceholder>
    );
  } else if (query.isError) {
    body = <ErrorAlert className="p-3 text-sm">{readFailure(query.error, t`The free units could not be loaded.`).message}</ErrorAlert>;
  } else {
    const short = shortDays(query.data.days, needed);
    const first = short[0] ? f.day(short[0].date) : '';
    const count = short.length;
    summary = (
      <span className={count ? 'text-red-800' : 'text-green-900'}>
        {count === 0 ? (
          <Trans>Every day of this period has at least {needed} free.</Trans>
        ) : (
          <Plural
            value={count}
            one={`Too few free on # day: ${first}. Choose other days or fewer units.`}
            other={`Too few free on # days, the first on ${first}. Choose other days or fewer units.`}
          />
        )}
      </span>
    );
    body = (
      <div
        role="region"
        tabIndex={0}
        aria-label={t`Free units per day`}
        className="max-h-56 overflow-y-auto rounded-lg bg-stone-50 p-1.5 focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <AvailabilityDays days={query.data.days} needed={needed} label={t`Free units per day`} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-ink">
        <Trans>Free units per day</Trans>
      </h3>
      <p aria-live="polite" className="text-sm font-semibold empty:hidden">
        {summary}
      </p>
      {body}
    </section>
  );
}

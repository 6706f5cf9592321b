import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { availabilityPeriod, type Asset } from '@sahaya/contract/assets/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useAssetAvailability } from '../api/asset-availability.ts';
import { AvailabilityDays } from './availability-days.tsx';
import { AvailabilityBadge } from './stock-badge.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

/**
 * The Availability tab, the person's and the admin's: what is in stock now (and in repair), the
 * approved loans over the next 30 days with their periods (no names: only when units are out), and
 * the units free on each of those days, a day with none saying why, from the asset's real records.
 * The admin also sees on each day how many units are out and reserved (`showCounts`).
 */
export function AssetAvailabilityPanel({ asset, showCounts = false }: { asset: Asset; showCounts?: boolean }) {
  // The next 30 days from today in India, fixed while the tab is open so its query stays one.
  const [period] = useState(() => availabilityPeriod({}));
  const query = useAssetAvailability(asset._id, period);
  const { t } = useLingui();
  const f = useFormat();
  const { stocks, inRepair } = asset;
  const longest = asset.maxLoanDays;

  let body;
  if (query.isPending) {
    body = (
      <LoadingPlaceholder label={t`Loading availability`} className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </LoadingPlaceholder>
    );
  } else if (query.isError) {
    body = <ErrorAlert>{readFailure(query.error, t`Availability could not be loaded.`).message}</ErrorAlert>;
  } else {
    const { loans, days } = query.data;
    body = (
      <>
        {/* Only when there are some: a line saying none are reserved, above days with none free, misled people. */}
        {loans.length > 0 ? (
          <section aria-labelledby="loans-heading" className="space-y-3">
            <h2 id="loans-heading" className="text-lg font-bold text-ink">
              <Trans>Reserved periods</Trans>
            </h2>
            <ul aria-labelledby="loans-heading" className="divide-y divide-stone-100 rounded-xl border border-stone-200">
              {loans.map(({ from, to, quantity, isOverdue }, index) => (
                // Loans carry no id here (no names, no requests): their period and place say which is which.
                <li key={`${from}-${to}-${index}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    <CalendarRange className="size-5 shrink-0 text-primary-700" aria-hidden />
                    <span>
                      <time dateTime={from}>{f.calendarDay(from)}</time> – <time dateTime={to}>{f.calendarDay(to)}</time>
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-ink">
                    <Plural value={quantity} one="# unit" other="# units" />
                    {isOverdue ? (
                      <Badge tone="danger">
                        <Trans>Overdue</Trans>
                      </Badge>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="days-heading" className="space-y-3">
          <h2 id="days-heading" className="text-lg font-bold text-ink">
            <Trans>Free units in the next 30 days</Trans>
          </h2>
          {showCounts ? (
            <p className="text-sm text-muted">
              <Trans>Each day also says how many units are out with borrowers and how many are reserved for approved loans.</Trans>
            </p>
          ) : null}
          <AvailabilityDays days={days} needed={1} label={t`Free units per day`} showCounts={showCounts} />
        </section>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-ink">
          <Trans>
            <span className="font-semibold">In stock now:</span> <Plural value={stocks} one="# unit" other="# units" />
          </Trans>
        </p>
        <AvailabilityBadge stocks={stocks} />
        {inRepair > 0 ? (
          <Badge tone="warning">
            <Trans>{inRepair} in repair</Trans>
          </Badge>
        ) : null}
      </div>
      {body}
      <p className="text-sm text-muted">
        <Trans>
          Units on an approved loan are reserved for its days and out from its hand-over until they are returned; a loan past
          its return day keeps them out until then. A loan lasts up to {longest} days.
        </Trans>
      </p>
    </div>
  );
}

import { CalendarCheck } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useAssetAvailability } from '../api/asset-availability.ts';
import { formatCalendarDay } from '@sahaya/contract/format';
import { AvailabilityBadge } from './stock-badge.tsx';

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/**
 * The Availability tab: what is in stock now and the approved loans from today on, by the day each
 * starts, from the asset's real records. Approved units have left the stock already; they come
 * back when they are returned.
 */
export function AssetAvailabilityPanel({ assetId }: { assetId: string }) {
  const query = useAssetAvailability(assetId);

  if (query.isPending) {
    return (
      <div aria-busy className="space-y-3">
        <span className="sr-only">Loading availability</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) return <ErrorAlert>{readFailure(query.error, 'Availability could not be loaded.').message}</ErrorAlert>;

  const { stocks, loans } = query.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-ink">
          <span className="font-semibold">In stock now:</span> {units(stocks)}
        </p>
        <AvailabilityBadge stocks={stocks} />
      </div>
      <section aria-labelledby="loans-heading" className="space-y-3">
        <h2 id="loans-heading" className="text-lg font-bold text-ink">
          Approved loans from today
        </h2>
        {loans.length === 0 ? (
          <p className="text-muted">No approved loans start from today on.</p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {loans.map((loan) => (
              <li key={loan.date} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <CalendarCheck className="size-5 text-primary-700" aria-hidden />
                  <time dateTime={loan.date}>{formatCalendarDay(loan.date)}</time>
                </span>
                <span className="text-ink">{units(loan.quantity)} on loan</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted">
          Units on an approved loan are out of stock until they are returned. Requests are for a start day and
          last up to 30 days.
        </p>
      </section>
    </div>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useAssetAvailability } from '../api/asset-availability.ts';
import { AvailabilityBadge } from './stock-badge.tsx';

/**
 * The Availability tab: what is in stock now and the approved loans from today on, by the day each
 * starts, from the asset's real records. Approved units have left the stock already; they come
 * back when they are returned.
 */
export function AssetAvailabilityPanel({ assetId }: { assetId: string }) {
  const query = useAssetAvailability(assetId);
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const f = useFormat();

  if (query.isPending) {
    return (
      <div aria-busy className="space-y-3">
        <span className="sr-only">
          <Trans>Loading availability</Trans>
        </span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) return <ErrorAlert>{ctOf(readFailure(query.error, t`Availability could not be loaded.`).message)}</ErrorAlert>;

  const { stocks, loans } = query.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-ink">
          <Trans>
            <span className="font-semibold">In stock now:</span> <Plural value={stocks} one="# unit" other="# units" />
          </Trans>
        </p>
        <AvailabilityBadge stocks={stocks} />
      </div>
      <section aria-labelledby="loans-heading" className="space-y-3">
        <h2 id="loans-heading" className="text-lg font-bold text-ink">
          <Trans>Approved loans from today</Trans>
        </h2>
        {loans.length === 0 ? (
          <p className="text-muted">
            <Trans>No approved loans start from today on.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {loans.map(({ date, quantity }) => (
              <li key={date} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <CalendarCheck className="size-5 text-primary-700" aria-hidden />
                  <time dateTime={date}>{f.calendarDay(date)}</time>
                </span>
                <span className="text-ink">
                  <Plural value={quantity} one="# unit on loan" other="# units on loan" />
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted">
          <Trans>
            Units on an approved loan are out of stock until they are returned. Requests are for a start day and last up to
            30 days.
          </Trans>
        </p>
      </section>
    </div>
  );
}

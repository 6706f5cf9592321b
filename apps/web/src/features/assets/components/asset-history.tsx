import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AssetEvent } from '@sahaya/contract/assets/schemas';
import { isLanguage, languageNames } from '@sahaya/contract/i18n/languages';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useAssetCategories } from '../api/list-asset-categories.ts';
import { categoryNameOf } from '../utils/categories.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useGetAssetHistory } from '../api/get-asset-history.ts';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

type Change = AssetEvent['changes'][number];

/** One event as sentences in the language shown, composed from its kind and details: one line per change of an edit. */
function EventLines({ event }: { event: AssetEvent }) {
  const { t } = useLingui();
  const { data: categories } = useAssetCategories();
  const f = useFormat();
  // Someone whose account is gone is still part of the asset's story, without a name.
  const actor = event.actor?.name ?? t`a former admin`;
  const person = event.person?.name ?? t`A former member`;
  const quantity = event.quantity ?? 0;
  const units = t({ message: plural(quantity, { one: '# unit', other: '# units' }) });
  const from = event.from ? f.calendarDay(event.from) : '';
  const to = event.to ? f.calendarDay(event.to) : '';
  const note = event.note;

  const changeLine = ({ field, from: before, to: after }: Change): string => {
    const category = (value: Change['from']) => categoryNameOf(categories, String(value ?? ''));
    const was = String(before ?? '');
    const now = String(after ?? '');
    switch (field) {
      case 'stocks':
        return t`Stock changed from ${was} to ${now}`;
      case 'name':
        return t`Name changed from ${was} to ${now}`;
      case 'category': {
        const wasCategory = category(before);
        const nowCategory = category(after);
        return t`Category changed from ${wasCategory} to ${nowCategory}`;
      }
      case 'description':
        return t`Description changed`;
      case 'image':
        return t`Picture changed`;
      case 'pickupNote':
        return t`Pickup note changed`;
      default: {
        // A language's texts: `translations.hi`, named by the language's own name.
        const language = field.startsWith('translations.') ? field.slice('translations.'.length) : '';
        if (isLanguage(language)) {
          const languageName = languageNames[language];
          return t`Texts in ${languageName} changed`;
        }
        return t`${field} changed`;
      }
    }
  };

  let lines: string[];
  switch (event.kind) {
    case 'added':
      lines = [t`Added by ${actor}`];
      break;
    case 'edited':
      lines = [t`Edited by ${actor}`, ...event.changes.map(changeLine)];
      break;
    case 'approved':
      lines = [t`${person}'s loan of ${units}, ${from} – ${to}, approved by ${actor}`];
      break;
    case 'handed-over':
      lines = [t`${person}'s loan of ${units} handed over by ${actor}`];
      break;
    case 'returned':
      lines =
        event.condition === 'needs-repair'
          ? [t`${person} returned ${units} needing repair`, ...(note ? [t`Needs repair: ${note}`] : [])]
          : [t`${person} returned ${units} in good condition`];
      break;
    case 'repaired':
      lines = [t`${units} ready after repair, marked by ${actor}`];
      break;
    case 'cancelled':
      lines = [t`${person} cancelled their loan of ${units}, ${from} – ${to}, before it was handed over; the units are back in stock`];
      break;
    case 'taken-back':
      lines = [t`${person}'s loan of ${units}, ${from} – ${to}, taken back by ${actor} before it was handed over; the units are back in stock`];
      break;
    case 'renewed':
      lines = [t`${person} renewed their loan of ${units}: due back ${to} instead of ${from}`];
      break;
    case 'service-due':
      lines = [t`${units} due for regular service after this return`];
      break;
    case 'serviced':
      lines = [t`${units} serviced, marked by ${actor}`];
      break;
  }
  const [first, ...rest] = lines;
  return (
    <>
      <p className="font-semibold break-words text-ink">{first}</p>
      {rest.map((line, index) => (
        <p key={index} className="break-words text-ink">
          {line}
        </p>
      ))}
    </>
  );
}

/** The History tab: what happened to the asset, newest first, a page at a time, from its real records. */
export function AssetHistory({ assetId }: { assetId: string }) {
  const [page, setPage] = useState(1);
  const history = useGetAssetHistory(assetId, page);
  const { t } = useLingui();
  const f = useFormat();

  if (history.isPending) {
    return (
      <LoadingPlaceholder label={t`Loading history`} className="space-y-4">
        {[0, 1, 2].map((key) => (
          <div key={key} className="space-y-1.5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ))}
      </LoadingPlaceholder>
    );
  }
  if (history.isError) return <ErrorAlert>{readFailure(history.error).message}</ErrorAlert>;
  if (history.data.events.length === 0)
    return (
      <EmptyNote>
        <Trans>Nothing has happened to this asset yet.</Trans>
      </EmptyNote>
    );

  return (
    <div className="space-y-5">
      <ol
        aria-label={t`Asset history`}
        aria-busy={history.isPlaceholderData}
        className={`relative space-y-5 border-s-2 border-stone-200 ps-5 ${history.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {history.data.events.map((event) => (
          <li key={event._id} className="relative">
            <span aria-hidden className="absolute top-1.5 -start-[1.7rem] size-3 rounded-full bg-primary-700" />
            <EventLines event={event} />
            <p className="text-sm text-muted">
              <time dateTime={event.date}>{f.dateTime(event.date)}</time>
            </p>
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPages={history.data.totalPages} onPageChange={setPage} label={t`Asset history`} />
    </div>
  );
}

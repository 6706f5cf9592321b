import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { EmptyNote } from '../../../components/ui/list-states.tsx';

/**
 * An assistance request's history, oldest first: one entry per real event, what happened and when
 * (its requester, volunteer and admins all see it). The server writes each entry in the language
 * the page asked in, from the code and names it keeps.
 */
export function RequestHistory({ history }: { history: RequestDetails['history'] }) {
  const { t } = useLingui();
  const f = useFormat();
  if (history.length === 0) {
    return (
      <EmptyNote>
        <Trans>Nothing has happened on this request yet.</Trans>
      </EmptyNote>
    );
  }
  return (
    <ol aria-label={t`Request history`}>
      {history.map((entry, index) => (
        <li key={`${entry.date}-${index}`} className="relative flex gap-4 pb-6 last:pb-0">
          {index < history.length - 1 ? <span aria-hidden className="absolute top-4 start-[7px] h-full w-0.5 bg-stone-200" /> : null}
          <span aria-hidden className="relative mt-1.5 size-4 shrink-0 rounded-full border-4 border-primary-700 bg-white" />
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{entry.details}</p>
            <p className="text-sm text-muted">
              <time dateTime={entry.date}>{f.dateTime(entry.date)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import type { DispatchAlert } from '@sahaya/contract/dispatch/schemas';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useRequestDispatch } from '../api/get-request-dispatch.ts';
import { alertResponseWords, kilometresText } from '../utils/dispatch-words.ts';

const responseTone = { pending: 'neutral', declined: 'warning', accepted: 'success' } as const;

/** One volunteer told of the request: who, what they did, in which wave, how far and when. */
function AlertItem({ alert }: { alert: DispatchAlert }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-ink">{alert.name}</p>
        <Badge tone={responseTone[alert.response]}>{i18n._(alertResponseWords[alert.response])}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 @md:grid-cols-3">
        <Detail term={t`Wave`}>{f.count(alert.wave)}</Detail>
        <Detail term={t`Distance`}>{kilometresText(i18n, f.language, alert.distanceKm)}</Detail>
        <Detail term={t`When told`} className="col-span-2 @md:col-span-1">
          <time dateTime={alert.alertedAt}>{f.nearDateTime(alert.alertedAt)}</time>
        </Detail>
      </dl>
    </>
  );
}

/**
 * Who was told of a request (admin), nearest wave first: each volunteer, the wave, how far they
 * were, when and what they did; and when the admins were told that nobody had accepted. While the
 * request waits the list is read again every minute, as later waves go out.
 */
export function WhoWasTold({ request }: { request: Pick<RequestDetails, '_id' | 'status'> }) {
  const { t } = useLingui();
  const f = useFormat();
  const dispatch = useRequestDispatch(request._id, request.status === 'pending');
  const alerts = dispatch.data?.alerts;
  const escalatedAt = dispatch.data?.escalatedAt;
  return (
    <Card className="space-y-4">
      <CardTitle>
        <Trans>Who was told</Trans>
      </CardTitle>
      {escalatedAt ? (
        <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <BellRing className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            <Trans>
              The admins were told on <time dateTime={escalatedAt}>{f.dateTime(escalatedAt)}</time> that no volunteer had
              accepted.
            </Trans>
          </span>
        </p>
      ) : null}
      {dispatch.isError ? (
        <ErrorAlert>{readFailure(dispatch.error, t`Who was told could not be loaded. Please try again later.`).message}</ErrorAlert>
      ) : alerts === undefined ? (
        <LoadingPlaceholder label={t`Loading who was told`} className="space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </LoadingPlaceholder>
      ) : alerts.length === 0 ? (
        <EmptyNote>
          <Trans>No volunteer has been told of this request.</Trans>
        </EmptyNote>
      ) : (
        // The card's own width decides the columns: it stands beside the request on a wide screen.
        <ul aria-label={t`Volunteers told`} className="@container divide-y divide-stone-200">
          {alerts.map((alert) => (
            <li key={`${alert.volunteerId}-${alert.wave}`} className="py-3 first:pt-0 last:pb-0">
              <AlertItem alert={alert} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

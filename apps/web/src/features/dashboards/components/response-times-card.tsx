import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ResponseTime, ResponseTimes } from '@sahaya/contract/dashboards/schemas';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { durationText } from '../utils/duration-words.ts';

/** One measure: its name, what it runs from and to, and its median and 90th percentile; "No requests yet" until one got so far. */
function Measure({ title, about, time }: { title: string; about: string; time: ResponseTime | null | undefined }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h3>
        <p className="text-sm text-muted">{about}</p>
      </div>
      {time === undefined ? (
        <LoadingPlaceholder className="space-y-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-6 w-48" />
        </LoadingPlaceholder>
      ) : time === null ? (
        <EmptyNote>
          <Trans>No requests yet</Trans>
        </EmptyNote>
      ) : (
        <dl className="grid grid-cols-2 gap-4">
          <Detail term={t`Median`}>
            <span className="text-lg font-bold">{durationText(i18n, time.p50Minutes)}</span>
          </Detail>
          <Detail term={t`90th percentile`}>
            <span className="text-lg font-bold">{durationText(i18n, time.p90Minutes)}</span>
          </Detail>
          <Detail term={t`Requests counted`} className="col-span-2">
            {f.count(time.count)}
          </Detail>
        </dl>
      )}
    </section>
  );
}

/**
 * Beyond the spec: how fast help came over the last 30 days, from asking to a volunteer's
 * accepting and from asking to done, each as its median (half the requests got there sooner) and
 * 90th percentile (nine in ten did), in minutes, hours or days.
 */
export function ResponseTimesCard({ times, className }: { times: ResponseTimes | undefined; className?: string }) {
  const { t } = useLingui();
  return (
    <Card className={cn('space-y-5', className)}>
      <div>
        <CardTitle>
          <Trans>How fast help came (last 30 days)</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Half of the requests were quicker than the median, and nine in ten quicker than the 90th percentile.</Trans>
        </CardDescription>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Measure
          title={t`Time to accept`}
          about={t`From asking to a volunteer accepting, or an admin assigning one.`}
          time={times?.toAccept}
        />
        <Measure title={t`Time to complete`} about={t`From asking to the help being given.`} time={times?.toComplete} />
      </div>
    </Card>
  );
}

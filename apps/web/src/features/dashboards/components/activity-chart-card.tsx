import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardDay } from '@sahaya/contract/dashboards/schemas';
import { dashboardSizes } from '@sahaya/contract/dashboards/schemas';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { DailyBarChart } from './daily-bar-chart.tsx';

/** Beyond the spec: donations and requests per day over the last 30 days, as charts and as a table. */
export function ActivityChartCard({ days }: { days: DashboardDay[] | undefined }) {
  const { t } = useLingui();
  const f = useFormat();
  const chartDays = dashboardSizes.chartDays;
  const requestsText = (n: number) => t({ message: plural(n, { one: '# request', other: '# requests' }) });
  return (
    <Card className="space-y-6">
      <div>
        <CardTitle>
          <Trans>Last {chartDays} days</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Donations received and requests made each day.</Trans>
        </CardDescription>
      </div>
      {days === undefined ? (
        <div aria-busy className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <Skeleton className="h-60 w-full" />
          <Skeleton className="h-60 w-full" />
        </div>
      ) : (
        <>
          {/*
            Tracks of minmax(0, 1fr), and charts of no minimum width: a chart drawn for a wider
            window must not hold its column open, or it never learns that the window shrank.
          */}
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
            <DailyBarChart
              title={t`Donations per day`}
              points={days.map((d) => ({ date: d.date, value: d.donations }))}
              formatValue={f.rupees}
              formatTick={f.rupeesCompact}
              formatDay={f.day}
              yAxisLabel={t`Rupees`}
              barClassName="fill-primary-600"
            />
            <DailyBarChart
              title={t`Requests per day`}
              points={days.map((d) => ({ date: d.date, value: d.requests }))}
              formatValue={requestsText}
              formatTick={f.count}
              formatDay={f.day}
              yAxisLabel={t`Requests`}
              barClassName="fill-amber-500"
            />
          </div>
          <details className="rounded-lg border border-stone-200">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-primary-800">
              <Trans>Show the figures as a table</Trans>
            </summary>
            <div className="max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={t`Daily figures`}>
              <table className="w-full text-start">
                <caption className="sr-only">
                  <Trans>Donations and requests per day, last {chartDays} days</Trans>
                </caption>
                <thead className="sticky top-0 bg-stone-100 text-sm text-muted">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      <Trans>Day</Trans>
                    </th>
                    <th scope="col" className="px-4 py-2 text-end">
                      <Trans>Donations</Trans>
                    </th>
                    <th scope="col" className="px-4 py-2 text-end">
                      <Trans>Requests</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row" className="px-4 py-2 font-normal">{f.day(d.date)}</th>
                      <td className="px-4 py-2 text-end">{f.rupees(d.donations)}</td>
                      <td className="px-4 py-2 text-end">{f.count(d.requests)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </Card>
  );
}

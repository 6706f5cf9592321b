import type { DashboardDay } from '@sahaya/contract/admin-dashboard/schemas';
import { dashboardSizes } from '@sahaya/contract/admin-dashboard/schemas';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay, formatRupees, formatRupeesCompact } from '@sahaya/contract/format';
import { DailyBarChart } from './daily-bar-chart.tsx';

const requestsText = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

/** Beyond the spec: donations and requests per day over the last 30 days, as charts and as a table. */
export function ActivityChartCard({ days }: { days: DashboardDay[] | undefined }) {
  return (
    <Card className="space-y-6">
      <div>
        <CardTitle>Last {dashboardSizes.chartDays} days</CardTitle>
        <CardDescription>Donations received and requests made each day.</CardDescription>
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
              title="Donations per day"
              points={days.map((d) => ({ date: d.date, value: d.donations }))}
              formatValue={formatRupees}
              formatTick={formatRupeesCompact}
              formatDay={formatDay}
              yAxisLabel="Rupees"
              barClassName="fill-primary-600"
            />
            <DailyBarChart
              title="Requests per day"
              points={days.map((d) => ({ date: d.date, value: d.requests }))}
              formatValue={requestsText}
              formatTick={(n) => String(n)}
              formatDay={formatDay}
              yAxisLabel="Requests"
              barClassName="fill-amber-500"
            />
          </div>
          <details className="rounded-lg border border-stone-200">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-primary-800">Show the figures as a table</summary>
            <div className="max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label="Daily figures">
              <table className="w-full text-left">
                <caption className="sr-only">Donations and requests per day, last {dashboardSizes.chartDays} days</caption>
                <thead className="sticky top-0 bg-stone-100 text-sm text-muted">
                  <tr>
                    <th scope="col" className="px-4 py-2">Day</th>
                    <th scope="col" className="px-4 py-2 text-right">Donations</th>
                    <th scope="col" className="px-4 py-2 text-right">Requests</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row" className="px-4 py-2 font-normal">{formatDay(d.date)}</th>
                      <td className="px-4 py-2 text-right">{formatRupees(d.donations)}</td>
                      <td className="px-4 py-2 text-right">{d.requests}</td>
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

import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatRupees } from '@sahaya/contract/format';
import { PageTitle } from '../../../components/page-title.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDonationImpact } from '../api/donation-impact.ts';
import { campaignLabel, campaignOptions } from '../utils/campaigns.ts';

/**
 * /impact: what donations have added up to, per campaign, for anybody to see. Figures only: the
 * server sends no donor. The chart is plain bars whose widths are the shares of the largest
 * campaign; the figures are written beside them, so the chart reads without seeing it.
 */
export function ImpactPage() {
  const impact = useDonationImpact();
  const data = impact.data;
  const byCampaign = campaignOptions.map(({ value }) => data?.campaigns.find((c) => c.campaign === value) ?? { campaign: value, amount: 0, donations: 0 });
  const largest = Math.max(1, ...byCampaign.map((c) => c.amount));

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle>Our impact</PageTitle>
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Our impact</h1>
      <p className="mt-3 text-lg text-muted">Every completed donation to Sahaya, added up by campaign. No donor is ever named here.</p>

      {impact.isError ? (
        <ErrorAlert className="mt-8">Could not load the figures. Please try again later.</ErrorAlert>
      ) : (
        <>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-stone-200 bg-white p-6">
              <dt className="text-muted">Raised in total</dt>
              <dd className="mt-1 text-3xl font-extrabold text-primary-800">{data ? formatRupees(data.totalAmount) : <Skeleton className="h-9 w-40" />}</dd>
            </div>
            <div className="rounded-2xl border border-stone-200 bg-white p-6">
              <dt className="text-muted">Donations</dt>
              <dd className="mt-1 text-3xl font-extrabold text-primary-800">{data ? formatCount(data.totalDonations) : <Skeleton className="h-9 w-24" />}</dd>
            </div>
          </dl>

          <section aria-labelledby="impact-chart-title" className="mt-10">
            <h2 id="impact-chart-title" className="text-xl font-bold text-ink">
              Raised by campaign
            </h2>
            <ul className="mt-4 space-y-4">
              {byCampaign.map((c) => (
                <li key={c.campaign}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-ink">{campaignLabel(c.campaign)}</span>
                    <span className="text-ink">
                      {data ? `${formatRupees(c.amount)} from ${formatCount(c.donations)} donation${c.donations === 1 ? '' : 's'}` : ''}
                    </span>
                  </div>
                  <div className="mt-1 h-4 w-full overflow-hidden rounded-full bg-stone-200" aria-hidden>
                    <div className="h-full rounded-full bg-primary-700" style={{ width: data ? `${(c.amount / largest) * 100}%` : '0%' }} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}

      <p className="mt-10">
        <Link to={paths.user.donations} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800">
          <HeartHandshake className="size-5" aria-hidden />
          Donate now
        </Link>
      </p>
    </div>
  );
}

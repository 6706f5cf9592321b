import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDonationImpact } from '../api/donation-impact.ts';
import { campaignLabel, campaignOptions } from '../utils/campaigns.ts';
import { PageHeading } from '../../../components/ui/page-header.tsx';

/**
 * /impact: what donations have added up to, per campaign, for anybody to see. Figures only: the
 * server sends no donor. The chart is plain bars whose widths are the shares of the largest
 * campaign; the figures are written beside them, so the chart reads without seeing it.
 */
export function ImpactPage() {
  const impact = useDonationImpact();
  const data = impact.data;
  const { i18n, t } = useLingui();
  const f = useFormat();
  const raised = (amount: number, donations: number) => {
    const rupees = f.rupees(amount);
    const count = f.count(donations);
    return t({ message: plural(donations, { one: `${rupees} from ${count} donation`, other: `${rupees} from ${count} donations` }) });
  };
  const byCampaign = campaignOptions.map(({ value }) => data?.campaigns.find((c) => c.campaign === value) ?? { campaign: value, amount: 0, donations: 0 });
  const largest = Math.max(1, ...byCampaign.map((c) => c.amount));

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle>{t`Our impact`}</PageTitle>
      <PageHeading className="sm:text-4xl">
        <Trans>Our impact</Trans>
      </PageHeading>
      <p className="mt-3 text-lg leading-relaxed text-muted">
        <Trans>Every completed donation to Sahaya, added up by campaign. No donor is ever named here.</Trans>
      </p>

      {impact.isError ? (
        <ErrorAlert className="mt-8">
          <Trans>Could not load the figures. Please try again later.</Trans>
        </ErrorAlert>
      ) : (
        <>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-stone-200 bg-white p-6">
              <dt className="text-muted">
                <Trans>Raised in total</Trans>
              </dt>
              <dd className="mt-1 text-3xl font-extrabold text-primary-800">{data ? f.rupees(data.totalAmount) : <Skeleton className="h-9 w-40" />}</dd>
            </div>
            <div className="rounded-2xl border border-stone-200 bg-white p-6">
              <dt className="text-muted">
                <Trans>Donations</Trans>
              </dt>
              <dd className="mt-1 text-3xl font-extrabold text-primary-800">{data ? f.count(data.totalDonations) : <Skeleton className="h-9 w-24" />}</dd>
            </div>
          </dl>

          <section aria-labelledby="impact-chart-title" className="mt-10">
            <h2 id="impact-chart-title" className="text-xl font-bold text-ink">
              <Trans>Raised by campaign</Trans>
            </h2>
            <ul className="mt-4 space-y-4">
              {byCampaign.map((c) => (
                <li key={c.campaign}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-ink">{campaignLabel(i18n, c.campaign)}</span>
                    <span className="text-ink">
                      {data ? raised(c.amount, c.donations) : ''}
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
          <Trans>Donate now</Trans>
        </Link>
      </p>
    </div>
  );
}

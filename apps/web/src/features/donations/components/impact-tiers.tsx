import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/** What a gift of each tier makes possible (spec 2 §9: 100, 500, 2000, 10000). */
const tiers = [
  { amount: 100, text: msg`Provides a nutritious meal kit for a family for a day.` },
  { amount: 500, text: msg`Services and cleans a wheelchair so another person can borrow it.` },
  { amount: 2000, text: msg`Covers an ambulance trip to the hospital for someone in need.` },
  { amount: 10000, text: msg`Buys a new wheelchair for our lending library.` },
] as const;

export function ImpactTiers() {
  const { i18n } = useLingui();
  const f = useFormat();
  return (
    <section aria-labelledby="impact-tiers-title" className="space-y-3">
      <h2 id="impact-tiers-title" className="text-xl font-bold text-ink">
        <Trans>Your impact</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tiers.map((tier) => (
          <li key={tier.amount} className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="text-lg font-bold text-primary-800">{f.rupees(tier.amount)}</p>
            <p className="leading-relaxed text-ink">{i18n._(tier.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const questions = [
  {
    id: 'secure',
    q: msg`Is my payment secure?`,
    a: msg`Yes. You pay on a secure checkout page; Sahaya never sees or stores your card details.`,
  },
  {
    id: 'receipt',
    q: msg`Will I get a receipt?`,
    a: msg`Yes. Once your payment is confirmed, download the PDF receipt from your donation history at any time.`,
  },
  {
    id: 'anonymous',
    q: msg`What does donating anonymously mean?`,
    a: msg`Your name is not shown with the donation to anyone, including our administrators. Your receipt says Anonymous.`,
  },
  {
    id: 'campaign',
    q: msg`Can I choose where my money goes?`,
    a: msg`Yes. Pick a campaign (education, health, food or shelter), or General to let us use it where it is needed most.`,
  },
] as const;

/** Common questions, each opening in place (native details, so it works with every keyboard and reader). */
export function DonationFaq() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="donation-faq-title" className="space-y-3">
      <h2 id="donation-faq-title" className="text-xl font-bold text-ink">
        <Trans>Frequently asked questions</Trans>
      </h2>
      <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {questions.map(({ id, q, a }) => (
          <details key={id} className="group px-4">
            <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-ink">{i18n._(q)}</summary>
            <p className="pb-4 leading-relaxed text-ink/90">{i18n._(a)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

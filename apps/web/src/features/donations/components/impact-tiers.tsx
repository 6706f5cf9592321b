import { formatRupees } from '@sahaya/contract/format';

/** What a gift of each tier makes possible (spec 2 §9: 100, 500, 2000, 10000). */
const tiers = [
  { amount: 100, text: 'Provides a nutritious meal kit for a family for a day.' },
  { amount: 500, text: 'Services and cleans a wheelchair so another person can borrow it.' },
  { amount: 2000, text: 'Covers an ambulance trip to the hospital for someone in need.' },
  { amount: 10000, text: 'Buys a new wheelchair for our lending library.' },
] as const;

export function ImpactTiers() {
  return (
    <section aria-labelledby="impact-tiers-title" className="space-y-3">
      <h2 id="impact-tiers-title" className="text-xl font-bold text-ink">
        Your impact
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {tiers.map((tier) => (
          <li key={tier.amount} className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="text-lg font-bold text-primary-800">{formatRupees(tier.amount)}</p>
            <p className="text-ink">{tier.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const questions = [
  {
    q: 'Is my payment secure?',
    a: 'Yes. You pay on a secure checkout page; Sahaya never sees or stores your card details.',
  },
  {
    q: 'Will I get a receipt?',
    a: 'Yes. Once your payment is confirmed, download the PDF receipt from your donation history at any time.',
  },
  {
    q: 'What does donating anonymously mean?',
    a: 'Your name is not shown with the donation to anyone, including our administrators. Your receipt says Anonymous.',
  },
  {
    q: 'Can I choose where my money goes?',
    a: 'Yes. Pick a campaign (education, health, food or shelter), or General to let us use it where it is needed most.',
  },
] as const;

/** Common questions, each opening in place (native details, so it works with every keyboard and reader). */
export function DonationFaq() {
  return (
    <section aria-labelledby="donation-faq-title" className="space-y-3">
      <h2 id="donation-faq-title" className="text-xl font-bold text-ink">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {questions.map(({ q, a }) => (
          <details key={q} className="group px-4">
            <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-ink">{q}</summary>
            <p className="pb-4 text-ink/90">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

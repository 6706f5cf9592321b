/** Demo donations of every campaign and state, some anonymous; Fatima's and Gopal's checkouts expired unpaid (the donations journeys try them again). */
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { financialYearOf, formatReceiptNumber } from '@sahaya/contract/donations/receipt-numbers';
import type { Db } from '../../db/client.ts';
import { donations, receiptSequences } from '../../db/schema/donations.ts';
import type { DemoPeople } from './people.ts';
import { daysFromNow } from './time.ts';


export async function seedDonations(tx: Db, { idOf }: DemoPeople): Promise<void> {
  type Spec = [user: string | null, amount: number, campaign: 'general' | 'education' | 'health' | 'food' | 'shelter', status: 'completed' | 'pending' | 'failed' | 'expired', daysAgo: number, message: string | null, anonymous?: boolean];
  const specs: Spec[] = [
    ['asha', 500, 'health', 'completed', 7, 'For the air mattress fund.'],
    ['asha', 100, 'food', 'completed', 20, null],
    ['asha', 1000, 'education', 'completed', 45, 'For the children’s evening classes.'],
    ['asha', 250, 'general', 'pending', 0, null],
    ['asha', 50, 'shelter', 'failed', 3, null],
    ['meera', 2000, 'health', 'completed', 2, 'In memory of my father.'],
    ['rahul', 500, 'general', 'completed', 5, null, true],
    ['fatima', 150, 'food', 'completed', 9, 'Keep up the good work!'],
    ['fatima', 500, 'education', 'expired', 11, null],
    ['gopal', 10000, 'shelter', 'completed', 12, 'For the night shelter roof repair.'],
    ['gopal', 1500, 'health', 'expired', 6, null],
    ['lakshmi', 750, 'education', 'completed', 16, null],
    ['rahul', 300, 'health', 'failed', 18, null],
    [null, 5000, 'general', 'completed', 25, 'From a well-wisher.', true],
    ['ravi', 200, 'food', 'completed', 30, null],
  ];
  const madeAt = specs.map(([, , , , daysAgo]) => daysFromNow(-daysAgo));
  // Numbered in the demo series in the order they were paid, oldest first, as completions on the
  // demo checkout number them; the series' sequences are left at the last number given.
  const receiptNumbers = new Map<number, string>();
  const lastOfYear = new Map<string, number>();
  const paidOldestFirst = specs.flatMap((spec, i) => (spec[3] === 'completed' ? [i] : [])).sort((a, b) => madeAt[a]!.getTime() - madeAt[b]!.getTime());
  for (const i of paidOldestFirst) {
    const financialYear = financialYearOf(indiaDayOf(madeAt[i]!));
    const n = (lastOfYear.get(financialYear) ?? 0) + 1;
    lastOfYear.set(financialYear, n);
    receiptNumbers.set(i, formatReceiptNumber(financialYear, n, 'DEMO'));
  }
  if (lastOfYear.size > 0) {
    await tx.insert(receiptSequences).values([...lastOfYear].map(([financialYear, lastNumber]) => ({ series: 'DEMO', financialYear, lastNumber })));
  }
  await tx.insert(donations).values(
    specs.map(([user, amount, campaign, status, , message, anonymous], i) => {
      const serial = String(i + 1).padStart(4, '0');
      const completedAt = status === 'completed' ? madeAt[i]! : null;
      return {
        userId: user ? idOf(user) : null,
        amount,
        campaign,
        status,
        message,
        isAnonymous: anonymous ?? false,
        // Made-up donations: nobody paid them, so they show as demo ones wherever they are read.
        isDemo: true,
        provider: 'demo',
        checkoutSessionId: `demo_cs_${serial}`,
        stripePaymentId: completedAt ? `demo_pi_${serial}` : null,
        paymentMode: completedAt ? 'demo' : null,
        // The day received, in India's time, and a number of the demo series, as a completion on the demo checkout records them.
        receivedOn: completedAt ? indiaDayOf(completedAt) : null,
        receiptNumber: receiptNumbers.get(i) ?? null,
        completedAt,
        createdAt: madeAt[i]!,
      };
    }),
  );
}

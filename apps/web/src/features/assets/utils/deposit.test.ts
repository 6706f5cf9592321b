import { describe, expect, it } from 'vitest';
import { depositToRefund, depositToTake, shortReference } from './deposit.ts';

const deposit = { rupees: 2000, method: 'upi' as const, reference: '412345678901', refundedAt: null, refundReference: null };
const asset = (depositRupees: number | null) => ({ _id: 'a1', name: 'Bed', category: 'bed', image: null, pickupNote: null, maxLoanDays: 30, maxRenewals: 2, checklist: [], depositRupees });

describe('deposits on the web', () => {
  it('shortens a reference to its first four characters, and leaves a short one whole', () => {
    expect(shortReference('412345678901')).toBe('4123…');
    expect(shortReference('4123')).toBe('4123');
  });

  it('asks a deposit at the hand-over only of an asset that asks one, and only before it is handed over', () => {
    expect(depositToTake({ asset: asset(2000), handedOverAt: null })).toBe(2000);
    expect(depositToTake({ asset: asset(null), handedOverAt: null })).toBeNull();
    expect(depositToTake({ asset: asset(2000), handedOverAt: '2026-12-01T05:00:00.000Z' })).toBeNull();
  });

  it('refunds at the return a deposit taken and not yet refunded', () => {
    expect(depositToRefund({ deposit })).toBe(deposit);
    expect(depositToRefund({ deposit: null })).toBeNull();
    expect(depositToRefund({ deposit: { ...deposit, refundedAt: '2026-12-05T05:00:00.000Z' } })).toBeNull();
  });
});

import type { AssetRequest, LoanDeposit } from '@sahaya/contract/assets/schemas';

/**
 * A payment's reference as a card shows it: its first four characters and an ellipsis, enough to
 * match it against a statement without spelling out the whole transaction id on every screen.
 */
export const shortReference = (reference: string): string => (reference.length > 4 ? `${reference.slice(0, 4)}…` : reference);

/** The deposit the hand-over of this loan must take, in rupees, or null when its asset asks none. */
export const depositToTake = (loan: Pick<AssetRequest, 'asset' | 'handedOverAt'>): number | null =>
  loan.handedOverAt === null ? loan.asset.depositRupees : null;

/** The deposit its return gives back: taken and not yet refunded; null otherwise. */
export const depositToRefund = (loan: Pick<AssetRequest, 'deposit'>): LoanDeposit | null =>
  loan.deposit !== null && loan.deposit.refundedAt === null ? loan.deposit : null;

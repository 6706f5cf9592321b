/**
 * Section 80G(5D) of the Income-tax Act, 1961: no deduction is allowed for a donation made in cash
 * above ₹2,000. Such a gift still gets its receipt, which says it is not eligible, and nobody is
 * asked for a PAN for it.
 */

/** The most a gift in cash may be for its donor to deduct it under section 80G, in rupees. */
export const CASH_DEDUCTION_LIMIT = 2000;

/** Whether a gift came as cash above the limit: not deductible under section 80G whoever gave it. */
export const cashAboveDeductionLimit = (gift: { amount: number; paymentMode: string | null }): boolean =>
  gift.paymentMode === 'cash' && gift.amount > CASH_DEDUCTION_LIMIT;

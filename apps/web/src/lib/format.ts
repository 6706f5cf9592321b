/** Display helpers shared by pages. */

export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** Amounts are shown with the rupee sign (spec 1 §9). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

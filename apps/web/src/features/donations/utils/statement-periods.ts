import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A period a statement may cover, both ends included (yyyy-MM-dd); none: every donation. */
export interface StatementPeriod {
  /** Its name, rendered with `i18n._` in the language shown. */
  label: MessageDescriptor;
  from?: string;
  to?: string;
}

/**
 * The periods offered for a statement: every donation, and India's current and last financial
 * years (1 April to 31 March), the periods an income-tax return asks about. Counted from the
 * person's own today.
 */
export function statementPeriods(today: Date): StatementPeriod[] {
  // January to March belong to the financial year that began the April before.
  const currentStart = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
  const financialYear = (start: number): StatementPeriod => {
    const end = String(start + 1).slice(2);
    return {
      label: msg`Financial year ${start}–${end}`,
      from: `${start}-04-01`,
      to: `${start + 1}-03-31`,
    };
  };
  return [{ label: msg`All donations` }, financialYear(currentStart), financialYear(currentStart - 1)];
}

import { useLingui } from '@lingui/react/macro';

/** A financial year (`2026-27`) as a person reads it: "Financial year 2026–27", in the language shown. */
export function useFinancialYearLabel() {
  const { t } = useLingui();
  return (fy: string) => {
    // The same words, and so the same translation, as the statement's periods.
    const start = fy.slice(0, 4);
    const end = fy.slice(5);
    return t`Financial year ${start}–${end}`;
  };
}

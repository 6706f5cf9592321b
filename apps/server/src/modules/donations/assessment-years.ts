/**
 * The period an 80G registration holds, as its order writes it (ORG_80G_VALIDITY, such as
 * "AY 2022-23 to AY 2026-27"). A receipt words it in its reader's language ("निर्धारण वर्ष
 * 2022-23 से 2026-27 तक"): only the years are taken from the setting. A period written some
 * other way cannot be read safely, and is printed as written.
 */
import type { Language } from '@sahaya/contract/i18n/languages';
import { say } from '../../lib/i18n.ts';

/** "AY 2022-23 to AY 2026-27", also written "A.Y.", with a dash for "to", or with the second "AY" left out. */
const ASSESSMENT_YEARS = /^\s*A\.?\s*Y\.?\s*(\d{4}-\d{2})\s*(?:to|-|–|—)\s*(?:A\.?\s*Y\.?\s*)?(\d{4}-\d{2})\s*$/i;

/** The first and last assessment years of a period written as the order writes it, or undefined for any other text. */
export function assessmentYearsOf(validity: string): { from: string; to: string } | undefined {
  const [, from, to] = ASSESSMENT_YEARS.exec(validity) ?? [];
  return from && to ? { from, to } : undefined;
}

/** How long the registration holds, in `language`; a period that is not two assessment years as written. */
export function validityIn(validity: string, language: Language): string {
  const years = assessmentYearsOf(validity);
  if (!years) return validity;
  return say(language, /*i18n*/ { id: 'pdf.org.assessmentYears', message: 'AY {from} to AY {to}', values: years });
}

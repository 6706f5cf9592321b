/**
 * How an admin reads who was told of a request: what each volunteer did with it, and how far
 * they were.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DispatchAlert } from '@sahaya/contract/dispatch/schemas';
import { localeOf, type Language } from '@sahaya/contract/i18n/languages';

/** What a volunteer did with the request they were told of. */
export const alertResponseWords: Record<DispatchAlert['response'], MessageDescriptor> = {
  pending: msg`No answer yet`,
  declined: msg`Declined`,
  accepted: msg`Accepted`,
};

const tenths = new Map<Language, Intl.NumberFormat>();

/** A distance to the tenth of a kilometre, as the server gives it: "2.5 km", "12 km". */
export function kilometresText(i18n: I18n, language: Language, km: number): string {
  let format = tenths.get(language);
  if (!format) tenths.set(language, (format = new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 1 })));
  const distance = format.format(km);
  return i18n._(msg`${distance} km`);
}

import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { locatedByPincode } from '@sahaya/contract/addresses/pincode';
import { PINCODE } from '@sahaya/contract/fields';
import { readFailure } from '../../../lib/api/api-error.ts';
import { usePincode } from '../api/get-pincode.ts';
import { pincodeFill, type PincodeTown } from '../utils/pincode-fill.ts';

interface TownFields {
  city?: string;
  state?: string;
  country?: string;
  pincode?: string;
}

/** What the form tells the person about the PIN code typed, beside it. */
export type PincodeNews =
  | { kind: 'filled' | 'elsewhere'; town: PincodeTown }
  | { kind: 'unknown' }
  | null;

/**
 * Fills city and state from the PIN code as soon as six digits are typed (pincodeFill keeps what
 * the person typed themselves), and says what it found: the town filled in, the town the PIN code
 * is in when another was typed, or that the PIN code is not known. Only for an address in India,
 * whose PIN codes the server knows, and only for a PIN code typed here: opening a saved address
 * leaves its city and state alone.
 */
export function usePincodeTown<F extends TownFields, B>(form: UseFormReturn<F, unknown, B>): PincodeNews {
  // The form seen through these fields alone; react-hook-form's types cannot narrow a wider form.
  const view = form as unknown as UseFormReturn<TownFields>;
  const pincode = view.watch('pincode') ?? '';
  const country = view.watch('country');
  const saved = view.formState.defaultValues?.pincode ?? '';
  const pin = PINCODE.test(pincode) && pincode !== saved && locatedByPincode(country) ? pincode : undefined;
  const lookup = usePincode(pin);
  const filledBefore = useRef<PincodeTown | null>(null);
  const [news, setNews] = useState<{ pin: string; kind: 'filled' | 'elsewhere'; town: PincodeTown } | null>(null);

  const place = lookup.data;
  useEffect(() => {
    if (!place) return;
    const typed = { city: view.getValues('city') ?? '', state: view.getValues('state') ?? '' };
    const { fill, outcome } = pincodeFill(typed, filledBefore.current, place);
    const submitted = view.formState.isSubmitted;
    for (const [field, value] of Object.entries(fill) as ['city' | 'state', string][]) {
      view.setValue(field, value, { shouldDirty: true, shouldValidate: submitted });
    }
    filledBefore.current = { city: place.city, state: place.state };
    setNews(outcome === 'same' ? null : { pin: place.pin, kind: outcome, town: { city: place.city, state: place.state } });
    // Once per answer: the form and its view stay the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  if (pin === undefined) return null;
  if (lookup.isError && readFailure(lookup.error).code === 'PINCODE_NOT_FOUND') return { kind: 'unknown' };
  return news && news.pin === pin ? { kind: news.kind, town: news.town } : null;
}

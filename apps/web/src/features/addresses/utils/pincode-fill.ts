/** The part of an address a PIN code fills in. */
export interface PincodeTown {
  city: string;
  state: string;
}

/**
 * What a PIN code's city and state do to the form: each field that is empty, or still holds what an
 * earlier PIN code filled in, takes the new value; one the person typed themselves stays as typed.
 * `outcome` says what to tell them: `filled` when something was filled in, `elsewhere` when what
 * they typed names another town, `same` when the fields already say the PIN code's.
 */
export function pincodeFill(
  typed: PincodeTown,
  filledBefore: PincodeTown | null,
  place: PincodeTown,
): { fill: Partial<PincodeTown>; outcome: 'filled' | 'elsewhere' | 'same' } {
  const fill: Partial<PincodeTown> = {};
  let differs = false;
  for (const field of ['city', 'state'] as const) {
    const value = typed[field].trim();
    if (same(value, place[field])) continue;
    if (value === '' || (filledBefore && same(value, filledBefore[field]))) fill[field] = place[field];
    else differs = true;
  }
  const outcome = differs ? 'elsewhere' : Object.keys(fill).length > 0 ? 'filled' : 'same';
  return { fill, outcome };
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

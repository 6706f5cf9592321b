import { useState } from 'react';
import { ADULT_AGE } from '@sahaya/contract/guardians/schemas';

/** The age in a box, when it holds a whole number of years; null while it is empty or holds anything else. */
const ageIn = (typed: unknown): number | null => {
  const text = String(typed ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * Whether the age typed is under 18, read from the last whole number the box held. An age being
 * corrected passes through an empty box (16, then 1, nothing, then 17): the answer holds meanwhile,
 * so the guardian's section it opened stays, and what was typed into it with it. A form that drops
 * a hidden section's fields (shouldUnregister) still drops them once an adult's age is typed.
 */
export function useMinorByAge(typed: unknown): boolean {
  const age = ageIn(typed);
  const [lastAge, setLastAge] = useState<number | null>(age);
  if (age !== null && age !== lastAge) setLastAge(age);
  const known = age ?? lastAge;
  return known !== null && known < ADULT_AGE;
}

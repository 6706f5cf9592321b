import type { Profile } from '../api/get-profile.ts';

/** Spec 1 §2: the profile counts as incomplete while any of these is empty. */
export function isProfileIncomplete({ user, address }: Profile): boolean {
  const values = [user.age, user.phone, user.gender, address?.street, address?.state, address?.pincode, address?.country];
  return values.some((value) => value === null || value === undefined || String(value).trim() === '');
}

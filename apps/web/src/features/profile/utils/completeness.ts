import type { Profile } from '../api/get-profile.ts';

/**
 * Spec 1 §2: the profile counts as incomplete while any of these is empty. The mobile number is
 * told apart, since it is added with a code by SMS (Add beside it), not through Edit Profile.
 */
export function missingDetails({ user, address }: Profile): { phone: boolean; others: boolean } {
  const values = [user.age, user.gender, address?.street, address?.state, address?.pincode, address?.country];
  return { phone: isEmpty(user.phone), others: values.some(isEmpty) };
}

export function isProfileIncomplete(profile: Profile): boolean {
  const missing = missingDetails(profile);
  return missing.phone || missing.others;
}

function isEmpty(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

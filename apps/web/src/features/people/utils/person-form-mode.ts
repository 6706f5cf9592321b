import type { Path } from 'react-hook-form';
import { formatPhone } from '@sahaya/contract/format';
import type { CreatePersonForm } from '@sahaya/contract/people/schemas';

/**
 * Who fills in the person form: an admin adding a user or a volunteer (`admin`), or a volunteer
 * registering someone at the door (`atTheDoor`), who never chooses another person's password: the
 * server refuses one (PASSWORD_NOT_YOURS), so the field is not offered.
 */
export type PersonFormMode = 'admin' | 'atTheDoor';

const allFields = [
  'name',
  'age',
  'gender',
  'phone',
  'email',
  'password',
  'guardian.name',
  'guardian.relation',
  'guardian.phone',
  'guardian.email',
  'fname',
  'lname',
  'street',
  'city',
  'state',
  'country',
  'pincode',
] as const satisfies readonly Path<CreatePersonForm>[];

/** The fields the form shows in a mode, in their order on the page: the server's per-field messages go under these. */
export function personFormFields(mode: PersonFormMode): readonly Path<CreatePersonForm>[] {
  return mode === 'admin' ? allFields : allFields.filter((field) => field !== 'password');
}

/**
 * Whether the server's per-field messages name a field the form shows (as `email` or `data.email`),
 * so the refusal is read under that field; otherwise the form has to say it above its button.
 */
export function refusalHasShownField(fields: Readonly<Record<string, string>>, mode: PersonFormMode): boolean {
  return personFormFields(mode).some((field) => Boolean(fields[field] ?? fields[`data.${field}`]));
}

/**
 * The number a newly registered person signs in with, written as people read it: the SMS sent to it
 * tells them to sign in with it and a code. Null for a person with an e-mail address, who signs in
 * with that until they confirm their number, or one without a number.
 */
export function signInNumberOf(person: { email: string | null; phone: string | null }): string | null {
  return person.email || !person.phone ? null : formatPhone(person.phone);
}

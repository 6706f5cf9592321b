/**
 * A person adds or changes the mobile number that signs them in, from their profile: a code goes
 * to the new number, and the number is saved when the code comes back, so nobody can take a
 * number that is not theirs. Their e-mail address, password and sessions stay as they are.
 */
import type { PhoneSavedReply } from '@sahaya/contract/profile/schemas';
import { AppError } from '../../errors.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { findAccountByPhone, liveAccount, setSignInPhone } from '../people/accounts.service.ts';
import { toPublicUser } from '../people/people.service.ts';
import type { MailingDeps } from './auth.service.ts';
import { textCode } from './auth.phone-codes.ts';
import { redeemCode } from './otp.ts';

const taken = () => new AppError('PHONE_TAKEN', { field: 'phone' });

/** Sends a code to the number the person wants; another account's sign-in number is refused. */
export async function sendNewPhoneCode(deps: MailingDeps, userId: string, phone: string): Promise<Said> {
  const owner = await findAccountByPhone(deps.db, phone);
  if (owner && owner.id !== userId) throw taken();
  if (!(await liveAccount(deps.db, userId))) throw new AppError('ACCOUNT_NOT_FOUND');
  await deps.db.transaction((tx) => textCode(deps, tx, { userId, purpose: 'phone', phone }));
  return said('NEW_PHONE_CODE_SENT');
}

/** Saves the number with the code sent to it: from now on it signs the person in. */
export async function verifyNewPhone(deps: MailingDeps, userId: string, input: { phone: string; code: string }): Promise<PhoneSavedReply> {
  const code = await redeemCode(deps.db, deps.config.jwtSecret, { userId, purpose: 'phone', phone: input.phone, code: input.code, field: 'code' });
  await deps.db.transaction(async (tx) => {
    await code.consume(tx);
    if (!(await setSignInPhone(tx, userId, input.phone))) throw taken();
  });
  const user = await liveAccount(deps.db, userId);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  return { ...said('PHONE_SAVED'), user: toPublicUser(user) };
}

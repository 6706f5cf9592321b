/** Random secrets and their digests: tokens are stored only as hashes, so a database copy reveals none. */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@sahaya/contract/constants';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export const randomOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

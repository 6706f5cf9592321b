/** Random secrets and their digests: tokens are stored only as hashes, so a database copy reveals none. */
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Password hashing with argon2id, the algorithm OWASP recommends for new systems. */
import argon2 from 'argon2';

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, { type: argon2.argon2id });

/** False for a wrong password and for a malformed hash alike: neither may sign anybody in. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Small factories for test data: each test makes the people it needs. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { assets } from '../db/schema/assets.ts';
import { users } from '../db/schema/people.ts';
import { nextShortCode } from '../db/asset-short-codes.ts';
import argon2 from 'argon2';

/** Every factory-made person has this password unless a test picks another. */
export const FACTORY_PASSWORD = 'Factory@123';

type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/**
 * A factory-made person's password hash: argon2id like every other, with the cheapest settings
 * argon2 takes. A hash carries its own settings, so the real sign-in checks it with them: each of the
 * suite's thousands of sign-ins then costs a millisecond instead of a tenth of a second of both
 * cores (lib/password.ts's settings are what people's passwords get; tests of it register through
 * the API). The shared password is hashed once per test file.
 */
const cheapHash = (password: string) => argon2.hash(password, { type: argon2.argon2id, memoryCost: 8, timeCost: 1, parallelism: 1 });
let factoryHash: Promise<string> | undefined;

export async function createUser(
  app: FastifyInstance,
  overrides: Partial<Omit<NewUser, 'passwordHash'>> & { password?: string } = {},
): Promise<{ user: UserRow & { email: string }; password: string }> {
  const { password = FACTORY_PASSWORD, ...fields } = overrides;
  const passwordHash =
    password === FACTORY_PASSWORD ? await (factoryHash ??= cheapHash(FACTORY_PASSWORD)) : await cheapHash(password);
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Test Person',
      email: `person-${randomUUID().slice(0, 8)}@example.test`,
      role: 'user',
      isVerified: true,
      ...fields,
      passwordHash,
    })
    .returning();
  // A person of these tests signs in with an e-mail address; one with a number alone joins through the API.
  if (!user?.email) throw new Error('User insert returned no row with an e-mail address');
  return { user: { ...user, email: user.email }, password };
}

/** Signs a person in through the real login call and returns what a browser would hold. */
export async function loginAs(
  app: FastifyInstance,
  user: Pick<UserRow, 'email' | 'role'>,
  password = FACTORY_PASSWORD,
): Promise<{ accessToken: string; cookie: string }> {
  const admin = user.role === 'admin';
  const response = await app.inject({
    method: 'POST',
    url: admin ? '/api/auth/admin/login' : '/api/auth/login',
    payload: { data: { email: user.email, password }, selectedRole: user.role },
  });
  if (response.statusCode !== 200) throw new Error(`Login failed (${response.statusCode}): ${response.body}`);
  const refresh = response.cookies.find((c) => c.name === 'refreshToken');
  return {
    accessToken: (response.json() as { accessToken: string }).accessToken,
    cookie: refresh ? `refreshToken=${refresh.value}` : '',
  };
}

/** A new person of `role`, signed in: their row and the bearer token a browser would send. */
export async function signedIn(
  app: FastifyInstance,
  role: UserRow['role'] = 'user',
  fields: Partial<Omit<NewUser, 'passwordHash'>> = {},
): Promise<{ user: UserRow & { email: string }; token: string }> {
  const { user } = await createUser(app, { role, ...fields });
  const { accessToken } = await loginAs(app, user);
  return { user, token: accessToken };
}

/** An asset inserted as it is given, with the short code the admin's form would give it. */
export async function insertAsset(app: FastifyInstance, values: Omit<typeof assets.$inferInsert, 'shortCode'>): Promise<typeof assets.$inferSelect> {
  return app.db.transaction(async (tx) => {
    const [asset] = await tx
      .insert(assets)
      .values({ ...values, shortCode: await nextShortCode(tx, values.category) })
      .returning();
    if (!asset) throw new Error('Asset insert returned no row');
    return asset;
  });
}

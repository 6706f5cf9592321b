import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword, register, resendOtp } from '@sahaya/contract/auth/endpoints';
import { users } from '../../db/schema/people.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { lastMailTo, uniqueEmail, VALID_PASSWORD } from '../../test/auth.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let mails: CapturedMail[];

beforeAll(async () => {
  ({ app, close, mails } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const languageOf = async (email: string) => (await app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

describe('mails in the language the person reads', () => {
  it('keeps the language of the sign-up page on the account and mails the code in it', async () => {
    const email = uniqueEmail('hindi');
    const response = await injectAs(app, null, register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } }, { headers: hindi });
    expect(response.statusCode).toBe(201);
    await app.jobs.drain();
    expect(await languageOf(email)).toBe('hi');
    const mail = lastMailTo(mails, email);
    expect(mail.subject).toBe('सहाया के लिए आपका ओटीपी');
    expect(mail.text).toMatch(/सहाया के लिए आपका ओटीपी \d{6} है।/);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('mails a code asked for again in the language chosen on the page it was asked from', async () => {
    const email = uniqueEmail('resend');
    await injectAs(app, null, register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } });
    await app.jobs.drain();
    expect(lastMailTo(mails, email).subject).toBe('Your Sahaya verification code');
    // The cooldown between codes has passed.
    await app.db.execute(`update otps set created_at = now() - interval '5 minutes'`);
    expect((await injectAs(app, null, resendOtp, { body: { email } }, { cookies: { 'sahaya-language': 'hi' } })).statusCode).toBe(200);
    await app.jobs.drain();
    expect(lastMailTo(mails, email).subject).toBe('सहाया के लिए आपका ओटीपी');
  });

  it.each([
    ['bn', /\p{Script=Bengali}/u],
    ['mr', /\p{Script=Devanagari}/u],
    ['te', /\p{Script=Telugu}/u],
    ['ta', /\p{Script=Tamil}/u],
    ['gu', /\p{Script=Gujarati}/u],
    ['kn', /\p{Script=Kannada}/u],
    ['ml', /\p{Script=Malayalam}/u],
    ['ur', /\p{Script=Arabic}/u],
  ] as const)('signs up from a page in %s, keeps it on the account and mails the code in its letters', async (language, letters) => {
    const email = uniqueEmail(`in-${language}`);
    const response = await injectAs(app, null, register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } }, { headers: { 'accept-language': `${language}-IN,${language};q=0.9` } });
    expect(response.statusCode).toBe(201);
    await app.jobs.drain();
    expect(await languageOf(email)).toBe(language);
    const mail = lastMailTo(mails, email);
    expect(mail.subject).toMatch(letters);
    expect(mail.text.replace(/\d{6}/, '')).toMatch(letters);
    expect(mail.html).toContain(language === 'ur' ? '<html lang="ur" dir="rtl">' : `<html lang="${language}">`);
  });

  it('signs up in English without a language asked for, as before', async () => {
    const email = uniqueEmail('english');
    await injectAs(app, null, register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } });
    await app.jobs.drain();
    expect(await languageOf(email)).toBe('en');
    const mail = lastMailTo(mails, email);
    expect(mail.subject).toBe('Your Sahaya verification code');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('mails the reset link in the language saved on the account', async () => {
    const { user } = await createUser(app, { language: 'hi' });
    expect((await injectAs(app, null, forgotPassword, { body: { email: user.email } })).statusCode).toBe(200);
    await app.jobs.drain();
    const mail = lastMailTo(mails, user.email);
    expect(mail.subject).toBe('सहाया का नया पासवर्ड चुनें');
    expect(mail.text).toContain('नमस्ते Test Person,');
    expect(mail.text).toContain('/user/resetPassword?token=');
  });
});

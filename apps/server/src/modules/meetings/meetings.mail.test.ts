import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import { getNotificationPreferences, updateNotificationPreferences } from '@sahaya/contract/notifications/endpoints';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { mailDateTime } from '../../lib/mail-layout.ts';
import { invitationMail } from './meetings.mail.ts';

const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];
/** A calendar file's lines as they read once unfolded (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the invitation mail', () => {
  const invitation = {
    meetingId: '6f1d2a7e-0000-4000-8000-000000000001',
    title: 'Budget, plans and more',
    scheduledTime: new Date('2026-11-26T12:00:00Z'),
    name: 'Ravi Kumar',
    link: 'http://localhost:3000/user/meetings/6f1d2a7e-0000-4000-8000-000000000001',
  };

  it('is written as before in English', () => {
    const mail = invitationMail('en', invitation);
    expect(mail.subject).toBe('Invitation: Budget, plans and more');
    expect(mail.text).toBe(
      'Hello Ravi Kumar,\n\nYou are invited to the meeting “Budget, plans and more” on 26 Nov 2026, 5:30 pm IST.\n' +
        `Join it at ${invitation.link} when it starts.\n\nThe attached calendar file adds it to your calendar.\n\nSahaya`,
    );
    expect(mail.html).toContain('<html lang="en">');
    const ics = unfolded(mail.attachments?.[0]?.content ?? '');
    expect(ics).toContain(`DESCRIPTION:Join the Sahaya video meeting at ${invitation.link}`);
  });

  it('is written in Hindi for a participant who reads Hindi, the title and name as typed', () => {
    expect(mailDateTime(invitation.scheduledTime, 'hi')).toBe('26 नवंबर 2026 को शाम 5:30 बजे');
    const mail = invitationMail('hi', invitation);
    expect(mail.subject).toBe('मीटिंग का निमंत्रण: Budget, plans and more');
    expect(mail.text).toContain('नमस्ते Ravi Kumar,');
    expect(mail.text).toContain('26 नवंबर 2026 को शाम 5:30 बजे');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(`<a href="${invitation.link}">`);
    const typed = ['Ravi', 'Kumar', 'Budget', 'plans', 'and', 'more'];
    expect(latinWords(mail.text.replaceAll(invitation.link, '')).filter((word) => !typed.includes(word))).toEqual([]);

    const [file] = mail.attachments ?? [];
    expect(file?.filename).toBe('budget-plans-and-more.ics');
    const ics = file?.content ?? '';
    expect(unfolded(ics)).toContain(`DESCRIPTION:सहाया की वीडियो मीटिंग में यहाँ जुड़ें: ${invitation.link}`);
    // The title is what the admin typed; the file's own words (its keys) stay as the format has them.
    expect(unfolded(ics)).toContain('SUMMARY:Budget\\, plans and more');
    // Folded at 75 octets, never inside a character: each line is whole UTF-8 on its own.
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line).toString('utf8')).not.toContain('\uFFFD');
    }
  });
});

describe('invitations mailed by the job', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let mails: CapturedMail[];
  beforeAll(async () => {
    ({ app, close, mails } = await buildTestApp({ rateLimit: false }));
  });
  afterAll(async () => close());

  it('go to each participant in the language on their account', async () => {
    const { user: admin } = await createUser(app, { role: 'admin' });
    const { user: asha } = await createUser(app, { name: 'Asha', language: 'hi' });
    const { user: ravi } = await createUser(app, { name: 'Ravi' });
    const token = (await loginAs(app, admin)).accessToken;
    const res = await injectAs(app, token, endpoints.createMeeting, {
      body: { title: 'Weekly check-in', participants: [asha.id, ravi.id], scheduledTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const meeting = res.json().meeting as Meeting;
    await app.jobs.drain();
    const toAsha = mails.find((mail) => mail.to === asha.email);
    expect(toAsha?.subject).toBe('मीटिंग का निमंत्रण: Weekly check-in');
    expect(toAsha?.html).toContain('<html lang="hi">');
    expect(toAsha?.attachments?.[0]?.filename).toBe('weekly-check-in.ics');
    expect(unfolded(toAsha?.attachments?.[0]?.content ?? '')).toContain('SUMMARY:Weekly check-in');
    expect(toAsha?.text).toContain(`/user/meetings/${meeting._id}`);
    const toRavi = mails.find((mail) => mail.to === ravi.email);
    expect(toRavi?.subject).toBe('Invitation: Weekly check-in');
    expect(toRavi?.text).toMatch(/^Hello Ravi,\n\nYou are invited to the meeting “Weekly check-in” on .+ IST\.\n/);
  });

  it('go to no one who turned meetings’ e-mail off', async () => {
    const { user: admin } = await createUser(app, { role: 'admin' });
    const { user: meera } = await createUser(app, { name: 'Meera' });
    const meeraToken = (await loginAs(app, meera)).accessToken;
    const { preferences } = (await injectAs(app, meeraToken, getNotificationPreferences)).json();
    const off = { preferences: { ...preferences, meeting: { email: false, push: true } } };
    expect((await injectAs(app, meeraToken, updateNotificationPreferences, { body: off })).statusCode).toBe(200);
    const token = (await loginAs(app, admin)).accessToken;
    const res = await injectAs(app, token, endpoints.createMeeting, {
      body: { title: 'Quiet check-in', participants: [meera.id], scheduledTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    await app.jobs.drain();
    expect(mails.filter((mail) => mail.to === meera.email)).toEqual([]);
  });
});

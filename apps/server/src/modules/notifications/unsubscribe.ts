/**
 * The unsubscribe link of a notice's mail (issue #26, RFC 8058): a token naming a person and a
 * topic, signed with a key derived from the server's secret, so it needs no sign-in and cannot be
 * made for another person or topic. Opening it shows a page that says which e-mails it turns off,
 * with a button; the button, and the one-click POST a mail program sends, turn off that topic's
 * e-mail and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@sahaya/contract/constants';
import { isOffered, type Language } from '@sahaya/contract/i18n/languages';
import { notificationMessages } from '@sahaya/contract/notifications/messages';
import { unsubscribeTopics, type UnsubscribeTopic } from '@sahaya/contract/notifications/preferences';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recipientOf, type Recipient } from '../../db/person-names.ts';
import { appName, contractText, say } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/mail-layout.ts';
import { turnEmailOff } from './notification-preferences.ts';

/** A key of its own for these links, so a token of another kind signed with the secret never passes as one. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('sahaya:notification-unsubscribe').digest();

const signatureOf = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isTopic = (value: string): value is UnsubscribeTopic => (unsubscribeTopics as readonly string[]).includes(value);

/** The token of a person's link for a topic: `<user id>.<topic>.<signature>`. */
export const unsubscribeToken = (secret: string, userId: string, topic: UnsubscribeTopic): string =>
  `${userId}.${topic}.${signatureOf(secret, `${userId}.${topic}`)}`;

/** The address of every link, without its token: where its page's form posts, and the only place it may. */
export const unsubscribeAddress = (publicUrl: string): string => `${publicUrl}/api/notifications/unsubscribe`;

/** The link itself, as the mail and its `List-Unsubscribe` header carry it. */
export const unsubscribeUrl = (config: { publicUrl: string; jwtSecret: string }, userId: string, topic: UnsubscribeTopic): string =>
  `${unsubscribeAddress(config.publicUrl)}?token=${encodeURIComponent(unsubscribeToken(config.jwtSecret, userId, topic))}`;

/** The person and topic a token names, or undefined when it does not verify. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: UnsubscribeTopic } | undefined {
  const [userId, topic, signature, ...rest] = token.split('.');
  if (!userId || !topic || !signature || rest.length > 0 || !UUID.test(userId) || !isTopic(topic)) return undefined;
  const expected = Buffer.from(signatureOf(secret, `${userId}.${topic}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, topic } : undefined;
}

/** What each link turns off, as the page names it. */
export function topicName(language: Language, topic: UnsubscribeTopic): string {
  switch (topic) {
    case 'assetRequest':
      return say(language, /*i18n*/ { id: 'unsubscribe.topic.assetRequest', message: 'your equipment requests' });
    case 'assistanceRequest':
      return say(language, /*i18n*/ { id: 'unsubscribe.topic.assistanceRequest', message: 'your assistance requests' });
    case 'chat':
      return say(language, /*i18n*/ { id: 'unsubscribe.topic.chat', message: 'chat messages you have not read' });
    case 'meeting':
      return say(language, /*i18n*/ { id: 'unsubscribe.topic.meeting', message: 'your meetings' });
    case 'donation':
      return say(language, /*i18n*/ { id: 'unsubscribe.topic.donation', message: 'your donations' });
    case 'volunteerDigest':
      return say(language, /*i18n*/ { id: 'unsubscribe.topic.volunteerDigest', message: 'the daily list of open requests near you' });
  }
}

export interface UnsubscribePage {
  status: 200 | 400;
  html: string;
  /**
   * The page holds a form the browser sends itself, to `unsubscribeAddress`: the site's policy lets
   * no form post anywhere, so this page's reply must let it post there.
   */
  postsForm: boolean;
}

interface PageDeps {
  db: Db;
  config: { publicUrl: string; jwtSecret: string };
}

/** Where a person chooses all their notices again: Profile → Notifications (the web's `notificationSettings`). */
const settingsUrl = (publicUrl: string, role: Role) => `${publicUrl}/${role}/profile/notifications`;

/**
 * The page is read by people who may see poorly and use a keyboard: large text, a large button, and
 * a focus ring thick enough to find (the browser's own is a thin line). The site's policy allows
 * inline styles; there is no script.
 */
const STYLE = [
  "body{font-family:system-ui,Arial,'Noto Sans','Noto Sans Devanagari','Nirmala UI',Mangal,sans-serif;font-size:18px;line-height:1.6;color:#1c2b2a;background:#fff;margin:0}",
  'main{max-width:40rem;margin:0 auto;padding:2rem 1rem 3rem}',
  'h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}p{margin:0 0 1.25rem;overflow-wrap:anywhere}',
  'a{color:#115e59;text-underline-offset:3px}',
  'button{font:inherit;font-weight:600;color:#fff;background:#115e59;border:0;border-radius:.5rem;padding:.75rem 1.5rem;min-height:48px;cursor:pointer}',
  'a:focus-visible,button:focus-visible{outline:3px solid #0d9488;outline-offset:3px}',
].join('');

function page(language: Language, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} — ${escapeHtml(appName(language))}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

function invalidPage(language: Language): UnsubscribePage {
  const title = say(language, /*i18n*/ { id: 'unsubscribe.invalid.title', message: 'This link does not work' });
  return {
    status: 400,
    html: page(language, title, `<p>${escapeHtml(contractText(language, notificationMessages.unsubscribeInvalid))}</p>`),
    postsForm: false,
  };
}

/** The person a link names, while their account exists. */
async function recipient(db: Db, userId: string): Promise<Recipient | undefined> {
  const result = (await db.execute(sql`select ${recipientOf(sql`${userId}::uuid`)} as person`)) as unknown as { rows: { person: Recipient | null }[] };
  return result.rows[0]?.person ?? undefined;
}

async function personOf(deps: PageDeps, token: string) {
  const named = readUnsubscribeToken(deps.config.jwtSecret, token);
  const person = named && (await recipient(deps.db, named.userId));
  return named && person ? { ...named, person, language: isOffered(person.language) ? person.language : undefined } : undefined;
}

/**
 * The page the link opens: which e-mails the button turns off, in the person's language (the
 * request's when the link does not verify). Opening it changes nothing: a mail program or a link
 * checker that fetches it must not unsubscribe anybody.
 */
export async function showUnsubscribePage(deps: PageDeps, token: string, requestLanguage: Language): Promise<UnsubscribePage> {
  const found = await personOf(deps, token);
  if (!found) return invalidPage(requestLanguage);
  const language = found.language ?? requestLanguage;
  const topic = topicName(language, found.topic);
  const title = say(language, /*i18n*/ { id: 'unsubscribe.ask.title', message: 'Stop e-mails about {topic}?', values: { topic } });
  const explain = say(language, /*i18n*/ {
    id: 'unsubscribe.ask.body',
    message: 'Sahaya will stop e-mailing {email} about {topic}. Everything else stays as it is, and you still see these notices when you open Sahaya.',
    values: { email: found.person.email, topic },
  });
  const button = say(language, /*i18n*/ { id: 'unsubscribe.ask.button', message: 'Stop these e-mails' });
  // The address in full, the same the page's Content Security Policy names, so the two cannot differ.
  const action = `${unsubscribeAddress(deps.config.publicUrl)}?token=${encodeURIComponent(token)}`;
  const form =
    `<form method="post" action="${escapeHtml(action)}">` +
    `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
    `<button type="submit">${escapeHtml(button)}</button></form>`;
  return { status: 200, html: page(language, title, `<p>${escapeHtml(explain)}</p>${form}`), postsForm: true };
}

/** Turns the link's topic's e-mail off for its person, and says so; a link that does not verify changes nothing. */
export async function unsubscribeByLink(deps: PageDeps, token: string, requestLanguage: Language): Promise<UnsubscribePage> {
  const found = await personOf(deps, token);
  if (!found) return invalidPage(requestLanguage);
  await turnEmailOff(deps.db, found.userId, found.topic);
  const language = found.language ?? requestLanguage;
  const topic = topicName(language, found.topic);
  const title = say(language, /*i18n*/ { id: 'unsubscribe.done.title', message: 'E-mails about {topic} are off', values: { topic } });
  const again = say(language, /*i18n*/ {
    id: 'unsubscribe.done.body',
    message: 'You can turn them on again at any time in Sahaya, under Profile → Notifications.',
  });
  const open = say(language, /*i18n*/ { id: 'unsubscribe.done.link', message: 'Open my notification settings' });
  const link = settingsUrl(deps.config.publicUrl, found.person.role);
  return {
    status: 200,
    html: page(language, title, `<p>${escapeHtml(again)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`),
    postsForm: false,
  };
}

/**
 * `npm run admin:create -- admin@example.org "Full Name"` (or `--email`/`--name`): creates an admin
 * or promotes an existing account. Missing values are asked for; the password comes from
 * ADMIN_PASSWORD or is typed without echo, so it never lands in the shell history.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { email as emailRule, password as passwordRule } from '@sahaya/contract/fields';
import { issueText } from '../lib/i18n.ts';
import { ensureAdmin } from '../seed/admin.ts';
import { openAppDatabase } from './open-app-database.ts';

/** One prompt for every question, so answers piped in on stdin are read in order. */
function prompt() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string, hidden = false) => {
    process.stdout.write(question);
    muted = hidden;
    const { value } = await lines.next();
    muted = false;
    if (hidden) process.stdout.write('\n');
    return typeof value === 'string' ? value : '';
  };
  return { ask, close: () => rl.close() };
}

const questions = prompt();
const { values, positionals } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  allowPositionals: true,
});
const [emailArg, ...nameWords] = positionals;
const email = emailRule.safeParse(values.email ?? emailArg ?? process.env.ADMIN_EMAIL ?? (await questions.ask('Admin email: ')));
const name = values.name ?? (nameWords.length > 0 ? nameWords.join(' ') : undefined);
if (!email.success) {
  console.error('Usage: npm run admin:create -- admin@example.org ["Full Name"]');
  console.error(issueText('en', email.error.issues[0]?.message ?? 'Enter a valid email!'));
  process.exit(2);
}
const password = passwordRule.safeParse(process.env.ADMIN_PASSWORD ?? (await questions.ask('Password for the admin: ', true)));
questions.close();
if (!password.success) {
  console.error(issueText('en', password.error.issues[0]?.message ?? 'Invalid password'));
  process.exit(2);
}

const { database } = await openAppDatabase();
try {
  const result = await ensureAdmin(database.db, { email: email.data, password: password.data, name });
  console.log(result === 'created' ? `Admin ${email.data} created.` : `${email.data} is now an admin.`);
} finally {
  await database.close();
}

/**
 * Makes the zip of one export (the job of privacy.jobs.ts): the person's profile and addresses,
 * then each section the modules register (plugins/registries/personal-data.ts), in `data.json` for
 * a computer and in `summary.html` for the person, in their language (privacy.summary.ts), and the
 * files they uploaded (their picture, certificates and the attachments they sent in chats) under
 * `files/`. Run again after a crash, it writes the same file again and marks the row once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import type { FileOf, PersonalData } from '../../plugins/registries/personal-data.ts';
import { personalDataOfPerson } from '../people/people.personal-data.service.ts';
import { exportFileKey, exportToMake, markExportReady, removeExportFiles, type PrivacyDeps } from './privacy.service.ts';
import { summaryHtml } from './privacy.summary.ts';
import { personalDataZip, type ZipFile } from './privacy.zip.ts';

/** Says what the file is, for a person opening data.json years later. */
const ABOUT =
  'Everything Sahaya held about you when this copy was made (Digital Personal Data Protection Act 2023). Times are in UTC. ' +
  'Files you uploaded are in the files/ folder; each "file" field below names one. summary.html shows the same for reading.';

async function readAll(body: AsyncIterable<Buffer | Uint8Array | string>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function makeExport(
  deps: PrivacyDeps & { log: FastifyBaseLogger; personalData: PersonalData },
  exportId: string,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<void> {
  const wanted = await exportToMake(deps.db, exportId);
  if (!wanted) return;
  const { userId } = wanted;
  const person = await personalDataOfPerson(deps.db, userId);
  // The account went (its deletion removes the export row too); nothing to make.
  if (!person) return;

  const sections = await deps.personalData.read(deps.db, userId);

  // Only files this person uploaded: an attachment the other party sent is theirs to take away.
  const files: ZipFile[] = [];
  const fileOf: FileOf = async (key) => {
    if (!key || !deps.storage.uploadedBy(key, userId)) return null;
    const name = key.split('/').pop()!;
    if (!files.some((f) => f.name === name)) {
      signal?.throwIfAborted();
      const stored = await deps.storage.read(key);
      if (!stored) {
        deps.log.warn({ key, exportId }, 'A file of a data export is missing from storage');
        return null;
      }
      files.push({ name, data: await readAll(stored.body) });
    }
    return `files/${name}`;
  };

  const { account } = person;
  const picture = account.profilePicture ? deps.storage.publicKeyOf(account.profilePicture) : null;
  const data: Record<string, unknown> = {
    about: ABOUT,
    exportedAt: now.toISOString(),
    profile: {
      ...account,
      profilePicture: account.profilePicture ? { url: account.profilePicture, file: await fileOf(picture) } : null,
      certificates: await Promise.all(account.certificates.map(async (key) => ({ file: await fileOf(key) }))),
    },
    addresses: person.addresses,
  };
  // One section after another, so the files come into the zip in the file's order.
  for (const [name, withFiles] of sections) data[name] = await withFiles(fileOf);
  // A try aborted (its time is up, or the node stops) writes no zip: the next try makes it whole.
  signal?.throwIfAborted();

  const zip = personalDataZip(data, summaryHtml(data, readerLanguage(account.language), now), files);
  const key = exportFileKey(exportId);
  // A try that died after writing left the file: it is written again, whole.
  await removeExportFiles(deps, [key]);
  await deps.storage.backend.put(key, zip, 'application/zip');
  if (!(await markExportReady(deps.db, exportId, key, zip.length))) await removeExportFiles(deps, [key]);
}

/**
 * Makes the zip of one export (the job of privacy.jobs.ts): the person's profile and addresses,
 * then each section the modules register (plugins/registries/personal-data.ts), in `data.json` for
 * a computer and in `summary.html` for the person, in their language (privacy.summary.ts), and the
 * files they uploaded (their picture, certificates and the attachments they sent in chats) under
 * `files/`. The zip streams from the stored files to its own (privacy.zip.ts), which appears
 * whole or not at all. Run again after a crash, it writes the same file again and marks the row once.
 */
import { addAbortSignal } from 'node:stream';
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
  // Each is looked for now, so data.json names only files that are there, and read when the zip
  // comes to it.
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
      stored.body.destroy();
      files.push({ name, open: async () => openStored(deps, key) });
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
  // Aborted while it streams, the zip stops, and the storage keeps nothing of it.
  if (signal) addAbortSignal(signal, zip);
  const key = exportFileKey(exportId);
  // A try that died after writing the file, before marking it ready, left it: it is written again, whole.
  await removeExportFiles(deps, [key]);
  const bytes = await deps.storage.backend.putStream(key, zip, 'application/zip');
  if (!(await markExportReady(deps.db, exportId, key, bytes))) await removeExportFiles(deps, [key]);
}

/** A file found when data.json was made but gone by the time it is zipped fails the try; the next names it missing. */
async function openStored(deps: Pick<PrivacyDeps, 'storage'>, key: string): Promise<AsyncIterable<Uint8Array>> {
  const stored = await deps.storage.read(key);
  if (!stored) throw new Error(`A file of a data export went from storage while it was zipped: ${key}`);
  return stored.body;
}

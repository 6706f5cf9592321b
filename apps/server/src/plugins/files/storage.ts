/**
 * Files people upload, as `app.storage`: the bytes in a back end (storage-backends.ts: local disk
 * under DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set), under names and links
 * of file-links.ts, each recorded in the ledger (file-ledger.ts) within its person's quota before
 * it is written, and removed by the hourly sweep (file-sweep.ts) when nothing came to refer to it,
 * or at once when its uploader's account is deleted and nothing refers to it.
 *
 * A file's type is read from its first bytes (JPEG, PNG, GIF, WebP, BMP, PDF); its name and the
 * MIME type the browser claims are ignored, so an HTML page named `photo.jpg` is refused.
 *
 * Also registers @fastify/multipart for the whole app; routes read their files through
 * lib/multipart-files.ts, which applies the limit of the kind of file they take.
 */
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_CERTIFICATE_BYTES } from '@sahaya/contract/constants';
import type { FixedErrorCode } from '@sahaya/contract/error-codes';
import { detectFileType, fileTypes, type FileType } from '@sahaya/contract/files';
import { AppError } from '../../errors.ts';
import { fileLedger, type FileLedger } from './file-ledger.ts';
import { fileLinks, type FileLinks, type Visibility } from './file-links.ts';
import { referencedAmong, sweepUnreferenced, type ReferenceCheck } from './file-sweep.ts';
import { localBackend, s3Backend, type StorageBackend, type StoredObject } from './storage-backends.ts';

export interface SavedFile {
  /** Stable key to store in the database. */
  key: string;
  /** Public url, or a signed url for private files. */
  url: string;
  type: FileType;
}

export interface Storage extends FileLinks {
  backend: StorageBackend;
  /** Checks the content type against `accept`, then stores the file under a new random name. */
  save(input: { data: Buffer; ownerId: string; visibility: Visibility; accept: readonly FileType[]; notAccepted: FixedErrorCode }): Promise<SavedFile>;
  read(key: string): Promise<StoredObject | null>;
  /** Removes files; failures are logged, since a leftover file is harmless but a failed request is not. */
  remove(keys: readonly string[]): Promise<void>;
  /** Adds a feature's answer to "which of these keys do you refer to?"; call it while the app is built. */
  referencedBy(check: ReferenceCheck): void;
  /** Removes the files stored before `now` less a day that no feature refers to; answers how many. */
  sweep(now?: Date): Promise<number>;
  /**
   * Removes those of `keys` that no feature refers to, asking the same checks as the sweep: for a
   * file just replaced (an asset's image), which another record may still show. Answers the keys removed.
   */
  removeUnreferenced(keys: readonly string[]): Promise<string[]>;
  /**
   * Removes at once, rather than a day later, every file a person uploaded that no feature refers
   * to: for an account that is gone, whose uploads nothing can come to refer to any more (an
   * attachment picked for a message never sent). Answers the keys removed.
   */
  removeUnreferencedOf(ownerId: string): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * The file's type, read from its content, when it is one of `accept`; else the refusal
 * `notAccepted`, on the upload's field. `save` checks each file so; a caller storing several may
 * check them all first, so that a refused one stores nothing.
 */
export function acceptedType(data: Buffer, accept: readonly FileType[], notAccepted: FixedErrorCode): FileType {
  const type = detectFileType(data, data.length, { text: accept.includes('txt') });
  if (!type || !accept.includes(type)) throw new AppError(notAccepted, { field: 'file' });
  return type;
}

export function createStorage(options: {
  backend: StorageBackend;
  secret: string;
  publicUrl: string;
  /** Without one (unit tests of the storage alone) there is no quota and nothing to sweep. */
  ledger?: FileLedger;
  log?: { warn(obj: unknown, msg: string): void };
}): Storage {
  const { backend, ledger } = options;
  const { newKey, ...links } = fileLinks(options.secret, options.publicUrl);
  const references: ReferenceCheck[] = [];

  const remove = async (keys: readonly string[]) => {
    await Promise.all(
      keys.map((key) =>
        backend.remove(key).catch((err: unknown) => options.log?.warn({ err, key }, 'Stored file could not be removed')),
      ),
    );
    await ledger?.drop(keys);
  };

  const removeUnreferenced = async (keys: readonly string[]) => {
    const inUse = await referencedAmong(references, keys);
    const unused = keys.filter((key) => !inUse.has(key));
    await remove(unused);
    return unused;
  };

  return {
    ...links,
    backend,

    async save({ data, ownerId, visibility, accept, notAccepted }) {
      const type = acceptedType(data, accept, notAccepted);
      const key = newKey(visibility, ownerId, fileTypes[type].ext);
      await ledger?.add({ key, ownerId, bytes: data.length });
      try {
        await backend.put(key, data, fileTypes[type].mime);
      } catch (error) {
        await ledger?.drop([key]);
        throw error;
      }
      return { key, type, url: visibility === 'public' ? links.publicUrl(key) : links.signedUrl(key) };
    },

    read: (key) => backend.get(key),

    remove,

    referencedBy(check) {
      references.push(check);
    },

    sweep: async (now = new Date()) => (ledger ? sweepUnreferenced(ledger, references, remove, now) : 0),

    removeUnreferenced,

    async removeUnreferencedOf(ownerId) {
      if (!ledger) return [];
      // The name's tag must say so too, so a ledger row can never take another person's file.
      return removeUnreferenced((await ledger.ownedBy(ownerId)).filter((key) => links.uploadedBy(key, ownerId)));
    },
  };
}

async function storagePlugin(app: FastifyInstance) {
  const { s3 } = app.config;
  if (!s3.bucket && (s3.endpoint || s3.accessKeyId)) {
    app.log.warn('S3 settings are given without S3_BUCKET; files are stored on local disk');
  }
  const backend = s3.bucket ? await s3Backend({ ...s3, bucket: s3.bucket }) : localBackend(join(app.config.dataDir, 'uploads'));
  const storage = createStorage({
    backend,
    secret: app.config.jwtSecret,
    publicUrl: app.config.publicUrl,
    ledger: fileLedger(app.db),
    log: app.log,
  });
  // The hourly sweep is a periodic job (modules/uploads/uploads.jobs.ts), run once on one node.
  app.decorate('storage', storage);

  await app.register(multipart, {
    // The largest file any route takes; each route narrows it to its own kind of file.
    limits: { fileSize: MAX_CERTIFICATE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['config', 'db'] });

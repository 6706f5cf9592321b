/**
 * Files people upload, as `app.storage`: on local disk under DATA_DIR/uploads, or in an
 * S3-compatible bucket when S3_BUCKET is set (so any number of nodes share them).
 *
 * - A file's type is read from its first bytes (JPEG, PNG, GIF, WebP, BMP, PDF); its name and the
 *   MIME type the browser claims are ignored, so an HTML page named `photo.jpg` is refused.
 * - Every stored name is random and unguessable, and carries a tag (an HMAC of the uploader's id)
 *   that lets the server tell later who uploaded it without a table of files.
 * - Public files (profile pictures, asset images) are served at `/uploads/<name>`. Private files
 *   (certificates) are served only through short-lived signed links, because `<img>` and `<iframe>`
 *   cannot send a bearer token; a link is signed whenever the server hands out a certificate list.
 *
 * - Every file is recorded in the ledger (file-ledger.ts) before it is written, within its person's
 *   quota. A file is uploaded first and referred to later (a picture, then the profile saved with
 *   it), so one nothing refers to a day after its upload was abandoned: the hourly sweep removes it.
 *   Each feature that keeps files tells the sweep which of a batch it refers to (`referencedBy`).
 *
 * Also registers @fastify/multipart for the whole app; routes read their one file through
 * `readUpload`, which applies the limit of the kind of file they take.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_CERTIFICATE_BYTES } from '@sahaya/contract/constants';
import type { FixedErrorCode } from '@sahaya/contract/error-codes';
import { detectFileType, fileTypes, type FileType } from '@sahaya/contract/files';
import { readingMultipart } from '../lib/form-body.ts';
import { AppError } from '../errors.ts';
import { fileLedger, type FileLedger } from './file-ledger.ts';

const typeOfExtension = (ext: string): FileType | undefined =>
  (Object.keys(fileTypes) as FileType[]).find((t) => fileTypes[t].ext === ext);

// ---------------------------------------------------------------------------------------------
// Names, keys and urls
// ---------------------------------------------------------------------------------------------

export type Visibility = 'public' | 'private';

const storedExtensions = Object.values(fileTypes)
  .map((t) => t.ext)
  .join('|');
/** 32 hex characters of randomness, 24 of uploader tag, then the extension of the detected type. */
const NAME = new RegExp(`^([0-9a-f]{32})([0-9a-f]{24})\\.(${storedExtensions})$`);
export const isStoredName = (name: string) => NAME.test(name);

export const PUBLIC_PREFIX = '/uploads/';
export const PRIVATE_PREFIX = '/uploads/private/';
/** Signed links are valid for at least this long; they are rounded up to whole windows so they cache. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

export interface StoredObject {
  body: Readable;
  size?: number;
  contentType: string;
}

/** Where bytes live. Keys are `public/<name>` or `private/<name>`. */
export interface StorageBackend {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}

export interface SavedFile {
  /** Stable key to store in the database. */
  key: string;
  /** Public url, or a signed url for private files. */
  url: string;
  type: FileType;
}

export interface Storage {
  backend: StorageBackend;
  /** Checks the content type against `accept`, then stores the file under a new random name. */
  save(input: { data: Buffer; ownerId: string; visibility: Visibility; accept: readonly FileType[]; notAccepted: FixedErrorCode }): Promise<SavedFile>;
  /** `/uploads/<name>` of a public key. */
  publicUrl(key: string): string;
  /** A link to a private key that works until the end of the current window plus the TTL. */
  signedUrl(key: string, now?: Date): string;
  /** The public key a url of this server names (`/uploads/<name>` or PUBLIC_URL + that), or null. */
  publicKeyOf(url: string): string | null;
  /** The private key of a signed url or of a bare key, or null. Signatures are not checked here. */
  privateKeyOf(urlOrKey: string): string | null;
  /** The link to hand out for a stored key: signed anew for a private file, the url of a public one. */
  linkTo(key: string): string;
  /** True when the link's signature is right and it has not expired. */
  verifySignature(key: string, expires: string | undefined, signature: string | undefined, now?: Date): 'ok' | 'expired' | 'invalid';
  /** True when the file under this key was uploaded by this person. */
  uploadedBy(key: string, userId: string): boolean;
  read(key: string): Promise<StoredObject | null>;
  /** Removes files; failures are logged, since a leftover file is harmless but a failed request is not. */
  remove(keys: readonly string[]): Promise<void>;
  /** Adds a feature's answer to "which of these keys do you refer to?"; call it while the app is built. */
  referencedBy(check: ReferenceCheck): void;
  /** Removes the files stored before `now` less a day that no feature refers to; answers how many. */
  sweep(now?: Date): Promise<number>;
}

export type ReferenceCheck = (keys: readonly string[]) => Promise<Iterable<string>>;

/** How long an uploaded file may wait for something to refer to it. */
export const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

// ---------------------------------------------------------------------------------------------
// Backends
// ---------------------------------------------------------------------------------------------

export function localBackend(root: string): StorageBackend {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      // A new random name never exists yet; `wx` makes sure nothing is ever overwritten.
      await writeFile(path, data, { flag: 'wx', mode: 0o640 });
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        const ext = key.split('.').pop() ?? '';
        const type = typeOfExtension(ext);
        return {
          body: createReadStream(path),
          size: info.size,
          contentType: type ? fileTypes[type].mime : 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export async function s3Backend(s3: {
  endpoint?: string;
  bucket: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}): Promise<StorageBackend> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region ?? 'us-east-1',
    // MinIO and most self-hosted S3 servers only understand path-style addresses.
    forcePathStyle: Boolean(s3.endpoint),
    credentials:
      s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!object.Body) return null;
        const ext = key.split('.').pop() ?? '';
        const type = typeOfExtension(ext);
        return {
          body: object.Body as Readable,
          size: object.ContentLength,
          // The type was fixed from the content at upload; the extension says the same.
          contentType: type ? fileTypes[type].mime : 'application/octet-stream',
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The storage service
// ---------------------------------------------------------------------------------------------

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createStorage(options: {
  backend: StorageBackend;
  secret: string;
  publicUrl: string;
  /** Without one (unit tests of the storage alone) there is no quota and nothing to sweep. */
  ledger?: FileLedger;
  log?: { warn(obj: unknown, msg: string): void };
}): Storage {
  const { backend, publicUrl, ledger } = options;
  const references: ReferenceCheck[] = [];
  // Keys derived from the JWT secret with a label, so a file signature can never pass for a token.
  const tagKey = hmac(options.secret, 'sahaya:file-owner').toString('hex');
  const linkKey = hmac(options.secret, 'sahaya:file-link').toString('hex');

  const ownerTag = (random: string, userId: string) => hmac(tagKey, `${random}:${userId}`).toString('hex').slice(0, 24);
  const linkSignature = (key: string, expires: string) => hmac(linkKey, `${key}:${expires}`).toString('base64url');

  const keyOf = (visibility: Visibility, name: string) => (isStoredName(name) ? `${visibility}/${name}` : null);
  const nameOf = (key: string) => key.split('/').pop() ?? '';

  const pathOf = (url: string): string => {
    let path = url.trim();
    if (path.startsWith(publicUrl)) path = path.slice(publicUrl.length);
    const query = path.indexOf('?');
    return query === -1 ? path : path.slice(0, query);
  };

  return {
    backend,

    async save({ data, ownerId, visibility, accept, notAccepted }) {
      const type = detectFileType(data, data.length, { text: accept.includes('txt') });
      if (!type || !accept.includes(type)) throw new AppError(notAccepted, { field: 'file' });
      const random = randomBytes(16).toString('hex');
      const name = `${random}${ownerTag(random, ownerId)}.${fileTypes[type].ext}`;
      const key = `${visibility}/${name}`;
      await ledger?.add({ key, ownerId, bytes: data.length });
      try {
        await backend.put(key, data, fileTypes[type].mime);
      } catch (error) {
        await ledger?.drop([key]);
        throw error;
      }
      return { key, type, url: visibility === 'public' ? this.publicUrl(key) : this.signedUrl(key) };
    },

    publicUrl: (key) => `${PUBLIC_PREFIX}${nameOf(key)}`,

    signedUrl(key, now = new Date()) {
      const window = SIGNED_URL_TTL_SECONDS;
      const expires = String((Math.floor(now.getTime() / 1000 / window) + 2) * window);
      return `${PRIVATE_PREFIX}${nameOf(key)}?expires=${expires}&signature=${linkSignature(key, expires)}`;
    },

    publicKeyOf(url) {
      const path = pathOf(url);
      if (!path.startsWith(PUBLIC_PREFIX) || path.startsWith(PRIVATE_PREFIX)) return null;
      return keyOf('public', path.slice(PUBLIC_PREFIX.length));
    },

    privateKeyOf(urlOrKey) {
      const path = pathOf(urlOrKey);
      if (path.startsWith(PRIVATE_PREFIX)) return keyOf('private', path.slice(PRIVATE_PREFIX.length));
      if (path.startsWith('private/')) return keyOf('private', path.slice('private/'.length));
      return null;
    },

    linkTo(key) {
      return key.startsWith('private/') ? this.signedUrl(key) : this.publicUrl(key);
    },

    verifySignature(key, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      if (!sameText(signature, linkSignature(key, expires))) return 'invalid';
      return Number(expires) * 1000 > now.getTime() ? 'ok' : 'expired';
    },

    uploadedBy(key, userId) {
      const match = NAME.exec(nameOf(key));
      return Boolean(match?.[1] && match[2] && sameText(match[2], ownerTag(match[1], userId)));
    },

    read: (key) => backend.get(key),

    async remove(keys) {
      await Promise.all(
        keys.map((key) =>
          backend.remove(key).catch((err: unknown) => options.log?.warn({ err, key }, 'Stored file could not be removed')),
        ),
      );
      await ledger?.drop(keys);
    },

    referencedBy(check) {
      references.push(check);
    },

    async sweep(now = new Date()) {
      if (!ledger) return 0;
      const before = new Date(now.getTime() - UNREFERENCED_GRACE_MS);
      let removed = 0;
      for (;;) {
        const keys = await ledger.unclaimed(before, SWEEP_BATCH);
        const inUse = new Set<string>();
        for (const check of references) for (const key of await check(keys)) inUse.add(key);
        const unused = keys.filter((key) => !inUse.has(key));
        await ledger.markReferenced([...inUse]);
        await this.remove(unused);
        removed += unused.length;
        // Every file of the batch is now marked or gone, so the next batch starts after it.
        if (keys.length < SWEEP_BATCH) return removed;
      }
    },
  };
}

/**
 * Reads the one file of a multipart request, refusing it past `maxBytes` with `tooLarge`. The
 * limit is applied while the file streams in, so an oversized upload is never held whole.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: FixedErrorCode },
): Promise<Buffer> {
  const required = () => new AppError('FILE_REQUIRED', { field: 'file' });
  if (!request.isMultipart()) throw required();
  const data = await readingMultipart(async () => {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!part) throw required();
    try {
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(options.tooLarge, { field: 'file' });
      }
      throw error;
    }
  });
  if (data.length === 0) throw required();
  return data;
}

/**
 * Reads the several files of a multipart request (field name any), each refused past `maxBytes`
 * with `tooLarge`, and more than `maxFiles` with `tooMany`, while they stream in.
 */
export async function readUploads(
  request: FastifyRequest,
  options: { maxBytes: number; maxFiles: number; tooLarge: FixedErrorCode; tooMany: FixedErrorCode },
): Promise<Buffer[]> {
  const required = () => new AppError('FILE_REQUIRED', { field: 'files' });
  if (!request.isMultipart()) throw required();
  const { multipartErrors } = request.server;
  const files = await readingMultipart(async () => {
    const read: Buffer[] = [];
    try {
      for await (const part of request.files({ limits: { fileSize: options.maxBytes, files: options.maxFiles } })) {
        read.push(await part.toBuffer());
      }
    } catch (error) {
      if (error instanceof multipartErrors.RequestFileTooLargeError) throw new AppError(options.tooLarge, { field: 'files' });
      if (error instanceof multipartErrors.FilesLimitError) throw new AppError(options.tooMany, { field: 'files' });
      throw error;
    }
    return read;
  });
  if (files.length === 0 || files.some((file) => file.length === 0)) throw required();
  return files;
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
  app.decorate('storage', storage);

  // Every node sweeps; two sweeping at once only remove the same files twice.
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      storage.sweep().catch((err: unknown) => app.log.error({ err }, 'The sweep of unused files failed'));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  await app.register(multipart, {
    // The largest file any route takes; each route narrows it to its own kind of file.
    limits: { fileSize: MAX_CERTIFICATE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['config', 'db'] });

/**
 * Where the bytes of uploaded files live: a folder on local disk, or an S3-compatible bucket when
 * S3_BUCKET is set (so any number of nodes share them). A back end only puts, gets and removes
 * bytes under a key (`public/<name>` or `private/<name>`); names, links and rules are storage.ts's.
 *
 * Bytes are put as a stream, so a file far larger than what a node can hold (a person's data
 * export, up to their whole upload quota) passes through a little at a time; a whole buffer is
 * put as a stream of one chunk. Either way the key holds all the bytes or none: a local file is
 * written in a folder of unfinished writes and linked into place once complete, an S3 object
 * appears only when its upload completes. What a node killed while writing leaves unfinished (a
 * local file, an S3 upload's parts) is removed a day later by the hourly upload sweep.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CompletedPart } from '@aws-sdk/client-s3';
import { fileTypes, type FileType } from '@sahaya/contract/files';
import { DAY_MS } from '../../lib/durations.ts';

export interface StoredObject {
  body: Readable;
  size?: number;
  contentType: string;
}

/** Where bytes live. Keys are `public/<name>` or `private/<name>`. */
export interface StorageBackend {
  readonly kind: 'local' | 's3';
  /** `putStream` of one chunk. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores what `body` gives under `key`, read as it is written, and answers how many bytes were
   * stored. The key holds them only once all were written: a body that fails or is destroyed
   * (an aborted job) leaves nothing under the key, and nothing beside it.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<number>;
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /**
   * Removes what writes begun more than UNFINISHED_GRACE_MS before `now` left unfinished, which
   * only a node killed while writing leaves; answers how many.
   */
  removeUnfinished(now?: Date): Promise<number>;
}

/** Longer than any write takes, a person's whole data export included. */
export const UNFINISHED_GRACE_MS = DAY_MS;

const unfinishedBefore = (now: Date) => now.getTime() - UNFINISHED_GRACE_MS;

const typeOfExtension = (ext: string): FileType | undefined =>
  (Object.keys(fileTypes) as FileType[]).find((t) => fileTypes[t].ext === ext);

/** The type was fixed from the content at upload; the extension of the key says the same. */
const contentTypeOf = (key: string) => {
  const type = typeOfExtension(key.split('.').pop() ?? '');
  return type ? fileTypes[type].mime : 'application/octet-stream';
};

/** The one way to store: a whole buffer is a stream of one chunk. */
function withPut(backend: Omit<StorageBackend, 'put'>): StorageBackend {
  return {
    ...backend,
    async put(key, data, contentType) {
      await backend.putStream(key, Readable.from([data]), contentType);
    },
  };
}

export function localBackend(root: string): StorageBackend {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  // Beside the keys' folders, on the same disk so a link can put a file in place; no key names it.
  const unfinished = join(root, '.unfinished');
  return withPut({
    kind: 'local',
    async putStream(key, body) {
      const path = pathOf(key);
      await Promise.all([mkdir(dirname(path), { recursive: true }), mkdir(unfinished, { recursive: true })]);
      // Written under a name of its own in the unfinished folder, so a half-written file is never
      // read as the file; a hard link then puts it in place, and fails if a file is there already:
      // a new random name never exists yet, and nothing is ever overwritten. (Only a node killed
      // while writing leaves its partial file behind, for removeUnfinished.)
      const partial = join(unfinished, `${randomUUID()}.partial`);
      const file = createWriteStream(partial, { flags: 'wx', mode: 0o640 });
      try {
        await pipeline(body, file);
        await link(partial, path);
        return file.bytesWritten;
      } finally {
        // A failed pipeline may settle before the file is closed; removed after that, it stays removed.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', closed));
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeUnfinished(now = new Date()) {
      const names = await readdir(unfinished).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      let removed = 0;
      for (const name of names) {
        const path = join(unfinished, name);
        // A file written to within the grace may be a write under way on another node.
        const info = await stat(path).catch(() => null);
        if (!info || info.mtimeMs >= unfinishedBefore(now)) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
  });
}

/**
 * The parts of a multipart upload: S3 takes parts of at least 5 MiB but the last, and at most
 * 10,000 of them, so 8 MiB parts carry up to 80 GB while one part at a time is held.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/** The chunks as one buffer; a single one (a whole file put at once) is not copied. */
const joined = (chunks: readonly Uint8Array[], bytes: number): Buffer =>
  chunks.length === 1 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength) : Buffer.concat(chunks, bytes);

/**
 * `body` in parts of `size` bytes, each said to be the last or not: a part is held until the next
 * byte arrives (or the body ends), so a body of one part is known to be one before it is sent.
 */
async function* partsOf(body: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<{ bytes: Buffer; last: boolean }> {
  let chunks: Uint8Array[] = [];
  let held = 0;
  let full: Buffer | null = null;
  for await (const chunk of body) {
    if (chunk.length === 0) continue;
    if (full) {
      yield { bytes: full, last: false };
      full = null;
    }
    chunks.push(chunk);
    held += chunk.length;
    if (held >= size) {
      full = joined(chunks, held);
      chunks = [];
      held = 0;
    }
  }
  if (full && held === 0) {
    yield { bytes: full, last: true };
    return;
  }
  if (full) yield { bytes: full, last: false };
  yield { bytes: joined(chunks, held), last: true };
}

export async function s3Backend(s3: {
  endpoint?: string;
  bucket: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}): Promise<StorageBackend> {
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    DeleteObjectCommand,
    CreateMultipartUploadCommand,
    UploadPartCommand,
    CompleteMultipartUploadCommand,
    AbortMultipartUploadCommand,
    ListMultipartUploadsCommand,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region ?? 'us-east-1',
    // MinIO and most self-hosted S3 servers only understand path-style addresses.
    forcePathStyle: Boolean(s3.endpoint),
    credentials:
      s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  const Bucket = s3.bucket;
  return withPut({
    kind: 's3',
    async putStream(Key, body, ContentType) {
      let upload: { UploadId?: string; parts: CompletedPart[] } | undefined;
      let bytes = 0;
      try {
        for await (const part of partsOf(body, S3_PART_BYTES)) {
          // Most files are one part: one request, as a plain put.
          if (!upload && part.last) {
            await client.send(new PutObjectCommand({ Bucket, Key, Body: part.bytes, ContentType }));
            return part.bytes.length;
          }
          upload ??= { UploadId: (await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }))).UploadId, parts: [] };
          const { UploadId, parts } = upload;
          const PartNumber = parts.length + 1;
          const sent = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part.bytes }));
          // The checksum the client added to the part is asked back when the upload completes.
          const { ETag, ChecksumCRC32, ChecksumCRC32C, ChecksumCRC64NVME, ChecksumSHA1, ChecksumSHA256 } = sent;
          parts.push({ PartNumber, ETag, ChecksumCRC32, ChecksumCRC32C, ChecksumCRC64NVME, ChecksumSHA1, ChecksumSHA256 });
          bytes += part.bytes.length;
        }
        if (upload) {
          const { UploadId, parts } = upload;
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
        }
        return bytes;
      } catch (error) {
        // The parts sent so far are dropped. Should that fail too, removeUnfinished drops them a
        // day later.
        if (upload) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: upload.UploadId })).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    async removeUnfinished(now = new Date()) {
      // The bucket's uploads begun and neither completed nor aborted, a page of up to 1,000 at a time.
      let removed = 0;
      let next: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, ...next }));
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key || !UploadId || !Initiated || Initiated.getTime() >= unfinishedBefore(now)) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
          removed += 1;
        }
        if (!page.IsTruncated) return removed;
        next = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  });
}

/**
 * Where the bytes of uploaded files live: a folder on local disk, or an S3-compatible bucket when
 * S3_BUCKET is set (so any number of nodes share them). A back end only puts, gets and removes
 * bytes under a key (`public/<name>` or `private/<name>`); names, links and rules are storage.ts's.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypes, type FileType } from '@sahaya/contract/files';

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

const typeOfExtension = (ext: string): FileType | undefined =>
  (Object.keys(fileTypes) as FileType[]).find((t) => fileTypes[t].ext === ext);

/** The type was fixed from the content at upload; the extension of the key says the same. */
const contentTypeOf = (key: string) => {
  const type = typeOfExtension(key.split('.').pop() ?? '');
  return type ? fileTypes[type].mime : 'application/octet-stream';
};

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
        return { body: createReadStream(path), size: info.size, contentType: contentTypeOf(key) };
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
        return { body: object.Body as Readable, size: object.ContentLength, contentType: contentTypeOf(key) };
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

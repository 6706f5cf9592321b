import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import { addAbortSignal, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BMP, GIF, HTML, JPEG, PDF, PNG, WEBP } from '../../test/files.ts';
import { spawnSource } from '../../test/server-process.ts';
import { certificateTypes, detectFileType, imageTypes } from '@sahaya/contract/files';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { SIGNED_URL_TTL_SECONDS } from './file-links.ts';
import { localBackend, S3_PART_BYTES, s3Backend, UNFINISHED_GRACE_MS } from './storage-backends.ts';
import { createStorage } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'sahaya-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const storage = createStorage({
  backend: localBackend(root),
  secret: 'x'.repeat(48),
  publicUrl: 'https://sahaya.example',
});
const owner = randomUUID();

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('detectFileType', () => {
  it('reads the type from the first bytes', () => {
    expect(detectFileType(PNG)).toBe('png');
    expect(detectFileType(JPEG)).toBe('jpeg');
    expect(detectFileType(GIF)).toBe('gif');
    expect(detectFileType(WEBP)).toBe('webp');
    expect(detectFileType(BMP)).toBe('bmp');
    expect(detectFileType(PDF)).toBe('pdf');
  });

  it('recognises nothing else, however short or however named', () => {
    expect(detectFileType(HTML)).toBeNull();
    expect(detectFileType(Buffer.from('BM is just text'))).toBeNull();
    expect(detectFileType(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('createStorage', () => {
  it('stores a public image under a random name and reads it back', async () => {
    const saved = await storage.save({ data: PNG, ownerId: owner, visibility: 'public', accept: imageTypes, notAccepted: 'NOT_AN_IMAGE' });
    expect(saved.url).toMatch(/^\/uploads\/[0-9a-f]{56}\.png$/);
    expect(storage.publicKeyOf(saved.url)).toBe(saved.key);
    expect(storage.publicKeyOf(`https://sahaya.example${saved.url}`)).toBe(saved.key);
    const file = await storage.read(saved.key);
    expect(file?.contentType).toBe('image/png');
    expect(await text(file!.body)).toEqual(PNG);

    const again = await storage.save({ data: PNG, ownerId: owner, visibility: 'public', accept: imageTypes, notAccepted: 'NOT_AN_IMAGE' });
    expect(again.key).not.toBe(saved.key);
  });

  it('refuses content outside the accepted types', async () => {
    await expect(
      storage.save({ data: PDF, ownerId: owner, visibility: 'public', accept: imageTypes, notAccepted: 'NOT_AN_IMAGE' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'NOT_AN_IMAGE', message: uploadMessages.notAnImage() });
    await expect(
      storage.save({ data: HTML, ownerId: owner, visibility: 'private', accept: certificateTypes, notAccepted: 'NOT_A_CERTIFICATE' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'NOT_A_CERTIFICATE' });
  });

  it('tells who uploaded a file from its name alone', async () => {
    const saved = await storage.save({ data: GIF, ownerId: owner, visibility: 'public', accept: imageTypes, notAccepted: 'NOT_AN_IMAGE' });
    expect(storage.uploadedBy(saved.key, owner)).toBe(true);
    expect(storage.uploadedBy(saved.key, randomUUID())).toBe(false);
  });

  it('signs private links that expire, and refuses altered ones', async () => {
    const saved = await storage.save({ data: PDF, ownerId: owner, visibility: 'private', accept: certificateTypes, notAccepted: 'NOT_A_CERTIFICATE' });
    const url = new URL(saved.url, 'http://x');
    expect(url.pathname).toMatch(/^\/uploads\/private\/[0-9a-f]{56}\.pdf$/);
    expect(storage.privateKeyOf(saved.url)).toBe(saved.key);
    expect(storage.privateKeyOf(saved.key)).toBe(saved.key);
    expect(storage.publicKeyOf(saved.url)).toBeNull();

    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    expect(storage.verifySignature(saved.key, expires, signature)).toBe('ok');
    expect(storage.verifySignature(saved.key, String(Number(expires) + 1), signature)).toBe('invalid');
    expect(storage.verifySignature(saved.key, expires, `${signature.slice(0, -2)}AA`)).toBe('invalid');
    expect(storage.verifySignature(saved.key, expires, undefined)).toBe('invalid');
    const later = new Date(Number(expires) * 1000 + 1000);
    expect(storage.verifySignature(saved.key, expires, signature, later)).toBe('expired');
    // A link lives at least one TTL and at most two, so it can be cached within its window.
    const lifetime = Number(expires) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(SIGNED_URL_TTL_SECONDS - 5);
    expect(lifetime).toBeLessThanOrEqual(2 * SIGNED_URL_TTL_SECONDS);
  });

  it('rejects names that are not its own, including paths that climb out', () => {
    for (const bad of ['/uploads/../../etc/passwd', '/uploads/abc.png', 'https://elsewhere.example/x.png', '/uploads/private/x.pdf']) {
      expect(storage.publicKeyOf(bad)).toBeNull();
    }
    expect(storage.privateKeyOf('/uploads/private/../../secret.pdf')).toBeNull();
    expect(storage.privateKeyOf('public/abc')).toBeNull();
  });

  it('removes files, and a missing file is no error', async () => {
    const saved = await storage.save({ data: PNG, ownerId: owner, visibility: 'public', accept: imageTypes, notAccepted: 'NOT_AN_IMAGE' });
    await storage.remove([saved.key, saved.key]);
    expect(await storage.read(saved.key)).toBeNull();
  });
});

/** A body that gives `chunks`, then fails. */
async function* failingAfter(chunks: readonly Buffer[]): AsyncGenerator<Buffer> {
  yield* chunks;
  throw new Error('the disk it was read from went away');
}

/** A body that never ends. */
async function* endless(): AsyncGenerator<Buffer> {
  for (;;) {
    yield randomBytes(64 * 1024);
    await sleep(1);
  }
}

describe('localBackend', () => {
  const backend = localBackend(root);

  it('streams a body into place and answers its size', async () => {
    const chunks = [randomBytes(100_000), randomBytes(3), randomBytes(250_000)];
    const bytes = await backend.putStream('exports/streamed.zip', Readable.from(chunks), 'application/zip');
    expect(bytes).toBe(350_003);
    expect(readFileSync(join(root, 'exports', 'streamed.zip')).equals(Buffer.concat(chunks))).toBe(true);
    expect(readdirSync(join(root, 'exports'))).toEqual(['streamed.zip']);
  });

  it('leaves nothing, under the key or beside it, when the body fails or is destroyed', async () => {
    await expect(backend.putStream('failed/half.zip', failingAfter([randomBytes(200_000)]), 'application/zip')).rejects.toThrow('went away');
    // Aborted while it writes, as a job past its time.
    const job = new AbortController();
    const writing = backend.putStream('failed/aborted.zip', addAbortSignal(job.signal, Readable.from(endless())), 'application/zip');
    await sleep(20);
    job.abort();
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(readdirSync(join(root, 'failed'))).toEqual([]);
    expect(readdirSync(join(root, '.unfinished'))).toEqual([]);
    expect(await backend.get('failed/half.zip')).toBeNull();
    expect(await backend.get('failed/aborted.zip')).toBeNull();
  });

  it('removes a day later the file a node killed while writing left, and no write under way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sahaya-killed-'));
    try {
      // A node writing a file without end is killed in the middle of it.
      const script = join(dir, 'writer.ts');
      const backendModule = fileURLToPath(new URL('./storage-backends.ts', import.meta.url));
      writeFileSync(
        script,
        `import { randomBytes } from 'node:crypto';
         import { localBackend } from ${JSON.stringify(backendModule)};
         async function* endless() { for (;;) { yield randomBytes(64 * 1024); await new Promise((r) => setTimeout(r, 5)); } }
         void localBackend(${JSON.stringify(join(dir, 'files'))}).putStream('private/export.zip', endless(), 'application/zip');`,
      );
      const writer = spawnSource(script, { stdio: ['ignore', 'ignore', 'pipe'] });
      let printed = '';
      writer.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const unfinished = join(dir, 'files', '.unfinished');
      await expect
        .poll(
          () => {
            if (writer.exitCode !== null) throw new Error(`The writer stopped (exit ${writer.exitCode}): ${printed}`);
            return existsSync(unfinished) ? readdirSync(unfinished).length : 0;
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      writer.kill('SIGKILL');
      await new Promise((exited) => writer.once('exit', exited));
      const left = readdirSync(unfinished);
      const backend = localBackend(join(dir, 'files'));
      expect(await backend.get('private/export.zip')).toBeNull();

      // Within the day it may still be written to by another node, and stays.
      expect(await backend.removeUnfinished()).toBe(0);
      expect(readdirSync(unfinished)).toEqual(left);
      // A write under way elsewhere (touched an hour ago) stays too; the killed node's goes.
      const old = new Date(Date.now() - UNFINISHED_GRACE_MS - 60_000);
      utimesSync(join(unfinished, left[0]!), old, old);
      writeFileSync(join(unfinished, 'under-way.partial'), 'x');
      expect(await backend.removeUnfinished()).toBe(1);
      expect(readdirSync(unfinished)).toEqual(['under-way.partial']);
      // Nothing was ever put in place.
      expect(readdirSync(join(dir, 'files', 'private'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has nothing to remove before its first write', async () => {
    expect(await localBackend(join(root, 'never-written')).removeUnfinished()).toBe(0);
  });

  it('never overwrites a file', async () => {
    await backend.put('public/once.png', PNG, 'image/png');
    await expect(backend.put('public/once.png', GIF, 'image/gif')).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(join(root, 'public', 'once.png'))).toEqual(PNG);
    expect(readdirSync(join(root, 'public')).filter((name) => name.startsWith('once.png'))).toEqual(['once.png']);
  });
});

describe('s3Backend', () => {
  // A minimal S3-compatible server, kept in memory: path-style PUT, GET and DELETE of objects, and
  // multipart uploads (started, their parts put, then completed or aborted).
  const objects = new Map<string, { body: Buffer; type: string }>();
  const uploads = new Map<string, { path: string; type: string; parts: Map<number, Buffer>; initiated: Date }>();
  /** The number of parts of each completed upload. */
  const completed: number[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://s3');
      const path = decodeURIComponent(url.pathname);
      const uploadId = url.searchParams.get('uploadId');
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const xml = (body: string) => res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
        if (req.method === 'POST' && url.searchParams.has('uploads')) {
          const id = randomUUID();
          uploads.set(id, { path, type: String(req.headers['content-type']), parts: new Map(), initiated: new Date() });
          xml(`<InitiateMultipartUploadResult><Bucket>sahaya</Bucket><Key>${path}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
        } else if (req.method === 'GET' && url.searchParams.has('uploads')) {
          // Two at a time, so a bucket's list comes in pages as a large one does.
          const bucket = path.replace(/\/$/, '');
          const all = [...uploads].filter(([, upload]) => upload.path.startsWith(`${bucket}/`)).sort(([a], [b]) => a.localeCompare(b));
          const after = all.findIndex(([id]) => id === url.searchParams.get('upload-id-marker')) + 1;
          const page = all.slice(after, after + 2);
          const truncated = after + 2 < all.length;
          const listed = page.map(
            ([id, upload]) => `<Upload><Key>${upload.path.slice(bucket.length + 1)}</Key><UploadId>${id}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
          );
          const next = truncated ? `<NextKeyMarker>${page.at(-1)![1].path.slice(bucket.length + 1)}</NextKeyMarker><NextUploadIdMarker>${page.at(-1)![0]}</NextUploadIdMarker>` : '';
          xml(`<ListMultipartUploadsResult><Bucket>sahaya</Bucket>${next}<IsTruncated>${truncated}</IsTruncated>${listed.join('')}</ListMultipartUploadsResult>`);
        } else if (req.method === 'PUT' && uploadId) {
          uploads.get(uploadId)!.parts.set(Number(url.searchParams.get('partNumber')), Buffer.concat(chunks));
          res.writeHead(200, { etag: `"part-${url.searchParams.get('partNumber')}"` }).end();
        } else if (req.method === 'POST' && uploadId) {
          const upload = uploads.get(uploadId)!;
          const listed = [...Buffer.concat(chunks).toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
          objects.set(upload.path, { body: Buffer.concat(listed.map((n) => upload.parts.get(n)!)), type: upload.type });
          completed.push(listed.length);
          uploads.delete(uploadId);
          xml(`<CompleteMultipartUploadResult><Bucket>sahaya</Bucket><Key>${path}</Key><ETag>"whole"</ETag></CompleteMultipartUploadResult>`);
        } else if (req.method === 'DELETE' && uploadId) {
          uploads.delete(uploadId);
          res.writeHead(204).end();
        } else if (req.method === 'PUT') {
          objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { etag: '"x"' }).end();
        } else if (req.method === 'GET') {
          const object = objects.get(path);
          if (!object) {
            res.writeHead(404, { 'content-type': 'application/xml' });
            res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
            return;
          }
          res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
        } else if (req.method === 'DELETE') {
          objects.delete(path);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, reads and removes objects in the bucket', async () => {
    const backend = await s3Backend({ endpoint, bucket: 'sahaya', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
    const s3Storage = createStorage({ backend, secret: 'y'.repeat(48), publicUrl: 'http://localhost' });
    const saved = await s3Storage.save({ data: PDF, ownerId: owner, visibility: 'private', accept: certificateTypes, notAccepted: 'NOT_A_CERTIFICATE' });
    expect(objects.get(`/sahaya/${saved.key}`)).toEqual({ body: PDF, type: 'application/pdf' });

    const file = await s3Storage.read(saved.key);
    expect(file?.contentType).toBe('application/pdf');
    expect(await text(file!.body)).toEqual(PDF);

    await s3Storage.remove([saved.key]);
    expect(objects.size).toBe(0);
    expect(await s3Storage.read(saved.key)).toBeNull();
  });

  it('streams a body of several parts as a multipart upload, and a failed one leaves no object', async () => {
    const backend = await s3Backend({ endpoint, bucket: 'sahaya', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
    const chunks = Array.from({ length: 5 }, () => randomBytes(S3_PART_BYTES / 2 + 1));
    const bytes = await backend.putStream('exports/big.zip', Readable.from(chunks), 'application/zip');
    expect(bytes).toBe(Buffer.concat(chunks).length);
    const stored = objects.get('/sahaya/exports/big.zip');
    // Compared as a yes or no: a failing comparison of 20 MiB would print them all.
    expect(stored?.body.equals(Buffer.concat(chunks))).toBe(true);
    expect(stored?.type).toBe('application/zip');
    // Two parts of two chunks (just over 8 MiB each), and the last chunk.
    expect(completed).toEqual([3]);

    await expect(backend.putStream('exports/half.zip', failingAfter(chunks.slice(0, 3)), 'application/zip')).rejects.toThrow('went away');
    expect(objects.has('/sahaya/exports/half.zip')).toBe(false);
    expect(uploads.size).toBe(0);
    await backend.remove('exports/big.zip');
  });

  it('aborts the uploads a node killed while writing left, a day after they began, and no upload under way', async () => {
    const backend = await s3Backend({ endpoint, bucket: 'sahaya', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
    // Five uploads a killed node left, over the list's pages, and one begun an hour ago.
    const dayAgo = new Date(Date.now() - UNFINISHED_GRACE_MS - 60_000);
    for (let i = 0; i < 5; i++) uploads.set(randomUUID(), { path: `/sahaya/private/export-${i}.zip`, type: 'application/zip', parts: new Map([[1, randomBytes(10)]]), initiated: dayAgo });
    const underWay = randomUUID();
    uploads.set(underWay, { path: '/sahaya/private/now.zip', type: 'application/zip', parts: new Map(), initiated: new Date(Date.now() - 3_600_000) });
    expect(await backend.removeUnfinished()).toBe(5);
    expect([...uploads.keys()]).toEqual([underWay]);
    expect(objects.size).toBe(0);
    uploads.clear();
  });
});

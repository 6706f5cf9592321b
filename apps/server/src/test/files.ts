/** Sample files and multipart bodies for upload tests: real headers, and fakes dressed as them. */
import { randomUUID } from 'node:crypto';

/** A complete 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A BMP header: "BM", file size, reserved, pixel data offset 26, then a small core header. */
export const BMP = (() => {
  const bytes = Buffer.alloc(40);
  bytes.write('BM', 0, 'ascii');
  bytes.writeUInt32LE(40, 2);
  bytes.writeUInt32LE(26, 10);
  bytes.writeUInt32LE(12, 14);
  return bytes;
})();

/** Pads a file with zero bytes up to `size`, keeping its header. */
export const sized = (file: Buffer, size: number) => Buffer.concat([file, Buffer.alloc(Math.max(0, size - file.length))]);

/** A multipart/form-data body with one file (and optional text fields), as a browser would send it. */
export function multipartBody(
  file: { field?: string; filename: string; contentType: string; data: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sahaya${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

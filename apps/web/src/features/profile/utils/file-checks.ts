/** What the first bytes of a file say it is; the name and the browser's guess can both be wrong. */
export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'unknown';

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((value, index) => bytes[offset + index] === value);
}

export async function sniffFile(file: Blob): Promise<SniffedKind> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return 'unknown';
}

export async function isImageFile(file: Blob): Promise<boolean> {
  const kind = await sniffFile(file);
  return kind !== 'pdf' && kind !== 'unknown';
}

export async function isCertificateFile(file: Blob): Promise<boolean> {
  return (await sniffFile(file)) !== 'unknown';
}

/** Certificate links carry a signed query; the kind is read from the path's extension. */
export function isPdfUrl(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? '');
}

/** The link that asks the server for an attachment instead of inline display. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

import { certificateTypes, detectFileType, imageTypes, SNIFF_BYTES, type FileType } from '@sahaya/contract/files';

/** What the first bytes of a file say it is, by the server's own rules; the name and the browser's guess can both be wrong. */
export type SniffedKind = FileType | 'unknown';

export async function sniffFile(file: Blob): Promise<SniffedKind> {
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return detectFileType(bytes, file.size) ?? 'unknown';
}

async function isOneOf(file: Blob, types: readonly FileType[]): Promise<boolean> {
  const kind = await sniffFile(file);
  return kind !== 'unknown' && types.includes(kind);
}

export const isImageFile = (file: Blob) => isOneOf(file, imageTypes);
export const isCertificateFile = (file: Blob) => isOneOf(file, certificateTypes);

/** Certificate links carry a signed query; the kind is read from the path's extension. */
export function isPdfUrl(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? '');
}

/** The link that asks the server for an attachment instead of inline display. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/**
 * The kinds of file people may upload, told apart by their first bytes: the name and the type a
 * browser claims can both be wrong, so an HTML page named `photo.jpg` is no image. The server
 * stores a file only as the kind its bytes declare; the web checks the same way before uploading,
 * so a person hears at once that a file will be refused.
 */
export const fileTypes = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
  bmp: { ext: 'bmp', mime: 'image/bmp' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  txt: { ext: 'txt', mime: 'text/plain; charset=utf-8' },
} as const;
export type FileType = keyof typeof fileTypes;

export const imageTypes: readonly FileType[] = ['jpeg', 'png', 'gif', 'webp', 'bmp'];
export const certificateTypes: readonly FileType[] = [...imageTypes, 'pdf'];
/** What a chat may carry (spec 2 §5): images, PDF, Word documents and plain text. */
export const chatMediaTypes: readonly FileType[] = [...certificateTypes, 'doc', 'docx', 'txt'];

/** The media types of these kinds, without parameters: what a reply serving them is sent as. */
export const mediaTypesOf = (types: readonly FileType[]) => types.map((t) => fileTypes[t].mime.split(';')[0] ?? '');

/** For a file picker's `accept` attribute: it only guides the picker; the bytes decide. */
export const acceptOf = (types: readonly FileType[]) => types.map((t) => fileTypes[t].mime).join(',');

/** How many first bytes `detectFileType` needs to tell every kind apart. */
export const SNIFF_BYTES = 26;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

/** A little-endian 32-bit number at `offset`. */
const uint32At = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16) | ((bytes[offset + 3] ?? 0) << 24)) >>> 0;

/**
 * The kind a file's first bytes declare, or null when they are none of the accepted ones.
 * `size` is the whole file's length when only its first bytes are given. Plain text has no
 * signature, so it is recognised only where it is welcome (`text`: a chat); elsewhere text is
 * nothing, whatever its name says.
 */
export function detectFileType(bytes: Uint8Array, size = bytes.length, options: { text?: boolean } = {}): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // "BM" alone is common text; a real bitmap also names its pixel data offset inside the file.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26 && uint32At(bytes, 10) < size) return 'bmp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // Word 97-2003 is an OLE compound file; a .docx is a zip holding word/document.xml, which only
  // the whole file shows: its first bytes alone are taken at their word, the server reads it all.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, ascii('PK\x03\x04'))) return bytes.length < size || holds(bytes, 'word/document.xml') ? 'docx' : null;
  if (options.text && isText(bytes)) return 'txt';
  return null;
}

function holds(bytes: Uint8Array, text: string): boolean {
  const wanted = ascii(text);
  for (let at = bytes.indexOf(wanted[0]!); at !== -1; at = bytes.indexOf(wanted[0]!, at + 1)) {
    if (startsWith(bytes, wanted, at)) return true;
  }
  return false;
}

/** UTF-8 text without control characters but tabs and line breaks (a prefix may end mid-character). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  // Tab, line feed and carriage return are the only control characters text has.
  return bytes.every((byte) => byte >= 0x20 ? byte !== 0x7f : byte === 0x09 || byte === 0x0a || byte === 0x0d);
}

/**
 * The zip of a person's data: `summary.html` and `data.json` (deflated) and the files they
 * uploaded under `files/`, kept as they are: pictures and PDFs are compressed already, and
 * compressing them again costs time for nothing. They are written as deflate's uncompressed
 * blocks (level 0) rather than as stored entries, a few bytes a block: a streamed entry's
 * sizes follow its bytes, and Java's ZipInputStream, which Android's and many desktop tools'
 * readers are, refuses a stored entry whose sizes follow it, but not a deflated one.
 *
 * Made as a stream, pulled by whoever writes it to storage: a person's files reach the upload
 * quota (UPLOAD_QUOTA_BYTES, 200 MB), more than a node of 1 GB can hold beside its work, so each
 * file is read from storage a chunk at a time, one file after another, and each chunk goes on as
 * soon as it is zipped; the node holds a few chunks whatever the size. The two texts are deflated
 * a slice at a time, letting the node serve its requests between slices.
 */
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate } from 'fflate';

export interface ZipFile {
  /** The name inside the zip, under `files/`. */
  name: string;
  /** Opens the file's bytes when the zip comes to it, so one file is open at a time. */
  open(): Promise<AsyncIterable<Uint8Array>>;
}

/** How much text is deflated at once: a few milliseconds of work. */
const TEXT_SLICE_BYTES = 64 * 1024;

/** The zip as a stream of bytes; destroying it (an aborted job) stops it and closes the file it reads. */
export function personalDataZip(data: unknown, summary: string, files: readonly ZipFile[]): Readable {
  return Readable.from(zipBytes(data, summary, files), { objectMode: false });
}

async function* zipBytes(data: unknown, summary: string, files: readonly ZipFile[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  // The zip's bytes made since last asked. Entries are added one at a time, each ended before the
  // next, so fflate passes every chunk on at once rather than holding a later entry's back. (Given
  // back as an array and yielded one by one: a stream destroyed with an error throws it in at the
  // yield, and `yield*` of an array's iterator would turn it into a TypeError.)
  const taken = (): Uint8Array[] => {
    if (failure) throw failure;
    return out.splice(0);
  };

  for (const [name, text] of [['summary.html', summary], ['data.json', JSON.stringify(data, null, 2)]] as const) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    const bytes = strToU8(text);
    for (let at = 0; ; at += TEXT_SLICE_BYTES) {
      const last = at + TEXT_SLICE_BYTES >= bytes.length;
      entry.push(bytes.subarray(at, at + TEXT_SLICE_BYTES), last);
      for (const chunk of taken()) yield chunk;
      if (last) break;
      await nextTurn();
    }
  }

  for (const file of files) {
    const entry = new ZipDeflate(`files/${file.name}`, { level: 0 });
    zip.add(entry);
    for await (const read of await file.open()) {
      entry.push(read);
      for (const chunk of taken()) yield chunk;
    }
    entry.push(new Uint8Array(0), true);
    for (const chunk of taken()) yield chunk;
  }

  zip.end();
  for (const chunk of taken()) yield chunk;
}

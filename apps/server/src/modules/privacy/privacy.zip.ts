/**
 * The zip of a person's data: `data.json` and `summary.html` (compressed) and the files they uploaded under `files/`
 * (stored as they are: pictures and PDFs are compressed already, and deflating them again costs
 * time for nothing). Built in memory with fflate's zipSync: a person's files are bounded by the
 * upload quota (UPLOAD_QUOTA_BYTES, 200 MB), so the zip is at most about that, made by one job at
 * a time per node.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface ZipFile {
  /** The name inside the zip, under `files/`. */
  name: string;
  data: Uint8Array;
}

export function personalDataZip(data: unknown, summary: string, files: readonly ZipFile[]): Buffer {
  const entries: Zippable = {
    'summary.html': [strToU8(summary), { level: 6 }],
    'data.json': [strToU8(JSON.stringify(data, null, 2)), { level: 6 }],
  };
  for (const file of files) entries[`files/${file.name}`] = [file.data, { level: 0 }];
  return Buffer.from(zipSync(entries));
}

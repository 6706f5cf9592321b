/**
 * A process's resident memory from /proc (Linux), in bytes: all of it, its own pages (anonymous),
 * the files it maps (code), and the most it has held at once (peak). A figure the kernel does not
 * give is NaN.
 */
import { readFileSync } from 'node:fs';

export function residentMemory(pid: number): { total: number; anonymous: number; files: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const bytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { total: bytes('VmRSS'), anonymous: bytes('RssAnon'), files: bytes('RssFile'), peak: bytes('VmHWM') };
}

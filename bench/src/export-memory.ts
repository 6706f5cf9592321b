/**
 * `npm run bench -- --export-memory`: what a person's data export (the DPDP Act download) costs the
 * node that makes it. A node of its own (export-node.ts), inside the memory limit of the NGO's
 * server as for `--memory`, holds one person who uploaded `--files-mib=N` MiB of certificates (150;
 * the upload quota is 200 MB) and makes their export. Its resident memory is read from /proc: before,
 * and at its peak while the export is made (the kernel's high-water mark, reset just before, and a
 * sample every 20 ms besides); the node itself reports the zip's size, the time, and the longest
 * its event loop stalled, during which it served nothing. The table goes to stdout and to
 * `bench/results/export-memory.md`.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { memoryLimit, memoryLimitMb } from './memory-limit.ts';
import { residentMemory } from './resident-memory.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const resultsFile = fileURLToPath(new URL('../results/export-memory.md', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);
const MiB = 1024 * 1024;

interface Made {
  files: number;
  bytes: number;
  seconds: number;
  longestStallMs: number;
}

function parse(argv: string[]) {
  const unknown = argv.filter((a) => a !== '--export-memory' && !/^--(files-mib|memory-limit)=/.test(a));
  if (unknown.length > 0) throw new Error(`With --export-memory only --files-mib=N and --memory-limit=MB are understood, not ${unknown.join(' ')}`);
  const filesMib = Number(argv.find((a) => a.startsWith('--files-mib='))?.slice('--files-mib='.length) ?? 150);
  if (!Number.isInteger(filesMib) || filesMib < 5) throw new Error('--files-mib must be a whole number of MiB, 5 or more');
  return { filesMib, limit: memoryLimit(memoryLimitMb(argv)) };
}

export async function runExportMemoryBench(argv: string[]): Promise<void> {
  const { filesMib, limit } = parse(argv);
  // tsx runs the server's sources; the condition makes them read the contract's sources too.
  const node: [string, string[]] = [process.execPath, ['--expose-gc', '--conditions=@sahaya/source', '--import', 'tsx', 'bench/src/export-node.ts']];
  const child = spawn(...limit.wrap(...node), { cwd: repoRoot, env: { ...process.env, EXPORT_FILES_MIB: String(filesMib) }, stdio: ['pipe', 'pipe', 'inherit'] });
  const pid = child.pid!;
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The export node stopped (exit ${code})`))));
  const nextLine = () => Promise.race([new Promise<string>((resolve) => lines.once('line', resolve)), exited]);

  log(`Storing ${filesMib} MiB of certificates for one person…`);
  await nextLine();
  const before = residentMemory(pid).total;
  // The high-water mark counts from here (Linux: 5 resets it), so the setup's peak is not the export's.
  let peak = before;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    log('The peak could not be reset here; it is sampled every 20 ms only');
  }
  const sampler = setInterval(() => {
    const { total } = residentMemory(pid);
    if (total > peak) peak = total;
  }, 20);
  log('Making the export…');
  child.stdin.write('go\n');
  const made = JSON.parse(await nextLine()) as Made;
  clearInterval(sampler);
  const { peak: highWater } = residentMemory(pid);
  if (highWater > peak) peak = highWater;
  await Promise.race([new Promise((resolve) => child.once('exit', resolve)), exited]).catch(() => undefined);

  const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
  const table = [
    `# Data export: memory of the node that makes it`,
    '',
    `\`npm run bench -- ${argv.join(' ')}\` on ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, node ${process.version}; ${limit.description}.`,
    '',
    '| | |',
    '| --- | --- |',
    `| the person's files | ${made.files} certificates, ${filesMib} MiB |`,
    `| the zip | ${mib(made.bytes)}, made in ${made.seconds.toFixed(1)} s |`,
    `| node memory (RSS) | ${mib(before)} before, ${mib(peak)} at the peak (+${mib(peak - before)}) |`,
    `| longest event-loop stall | ${made.longestStallMs.toFixed(0)} ms |`,
    '',
  ].join('\n');
  process.stdout.write(table);
  writeFileSync(resultsFile, table);
}

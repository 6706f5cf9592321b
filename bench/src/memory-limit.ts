/**
 * A server of the memory an NGO rents (issue 43: 1 GB), for the benchmarks that measure a node's
 * memory. Node sizes V8's heap from the memory it may use, the machine's or its control group's:
 * on a 24 GiB machine the old space may grow to 4 GiB and collects its garbage late, so a node holds
 * far more than it would on 1 GB (a 200,000-row export: +88 MiB here, +22 MiB under 1 GB). The
 * node is started inside a memory control group with that limit, as `docker run --memory` or a
 * small virtual server gives it, when this machine lets us make one (as root, cgroup v1 or v2);
 * otherwise it runs as it is, and the results say so.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MemoryLimit {
  /** `command` and `args` started inside the limit: a shell that joins the group, then becomes the command. */
  wrap(command: string, args: string[]): [string, string[]];
  /** What the results say of the limit. */
  description: string;
}

/** The limit in MiB from `--memory-limit=MB` (1024 unless given; 0 for none). */
export function memoryLimitMb(argv: string[]): number {
  const given = argv.find((a) => a.startsWith('--memory-limit='))?.slice('--memory-limit='.length);
  const mb = Number(given ?? 1024);
  if (!Number.isInteger(mb) || mb < 0) throw new Error('--memory-limit must be a whole number of MiB (0 for none)');
  return mb;
}

/** The control group folder to put a process in, made with the limit; undefined when none can be made. */
function limitedGroup(mb: number): string | undefined {
  const bytes = String(mb * 1024 * 1024);
  const name = `sahaya-bench-${mb}m`;
  const v2 = '/sys/fs/cgroup';
  const v1 = '/sys/fs/cgroup/memory';
  try {
    if (existsSync(join(v2, 'cgroup.controllers')) && readFileSync(join(v2, 'cgroup.subtree_control'), 'utf8').includes('memory')) {
      const dir = join(v2, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'memory.max'), bytes);
      return dir;
    }
    if (existsSync(join(v1, 'memory.limit_in_bytes'))) {
      const dir = join(v1, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'memory.limit_in_bytes'), bytes);
      return dir;
    }
  } catch {
    // Not root, or the groups are read-only here.
  }
  return undefined;
}

const unlimited = (why: string): MemoryLimit => ({ wrap: (command, args) => [command, args], description: why });

export function memoryLimit(mb: number): MemoryLimit {
  if (mb === 0) return unlimited('no memory limit (`--memory-limit=0`): V8 sizes its heap from the whole machine');
  const group = limitedGroup(mb);
  if (!group) return unlimited(`no memory limit: no control group could be made here (root and cgroup's memory controller are needed), so V8 sizes its heap from the whole machine`);
  return {
    wrap: (command, args) => ['/bin/sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', group, command, ...args]],
    description: `in a memory control group of ${mb} MiB (\`${group}\`), as a server of that memory: V8 sizes its heap from it`,
  };
}

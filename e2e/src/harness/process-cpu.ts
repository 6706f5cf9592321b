/**
 * CPU time of the processes a measurement starts, read from Linux's /proc: a browser and all its
 * children, or a server this test process spawned.
 */
import { readFileSync, readdirSync } from 'node:fs';

const ticksPerSecond = 100;

interface ProcessCpu {
  parent: number;
  /** User and system seconds used so far. */
  seconds: number;
  /** Its command line, words joined by spaces. */
  command: string;
}

/** Every process of the machine now: its parent, CPU seconds so far and command line. */
export function cpuSnapshot(): Map<number, ProcessCpu> {
  const processes = new Map<number, ProcessCpu>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      processes.set(Number(entry), { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond, command });
    } catch {
      // The process ended while being read.
    }
  }
  return processes;
}

/** CPU seconds used so far by `root` and all its descendants in `snapshot`. */
export function treeSeconds(snapshot: Map<number, ProcessCpu>, root: number): number {
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && snapshot.has(pid) && inTree(snapshot.get(pid)!.parent));
  let total = 0;
  for (const [pid, { seconds }] of snapshot) if (inTree(pid)) total += seconds;
  return total;
}

/** CPU seconds used so far by a process and all its descendants. */
export const cpuSecondsOfTree = (root: number): number => treeSeconds(cpuSnapshot(), root);

/** The processes this test process spawned whose command line contains `command`. */
export function childrenRunning(snapshot: Map<number, ProcessCpu>, command: string): number[] {
  return [...snapshot].filter(([, p]) => p.parent === process.pid && p.command.includes(command)).map(([pid]) => pid);
}

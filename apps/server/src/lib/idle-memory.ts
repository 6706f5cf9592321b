/**
 * Hands a node's spare memory back to the system once it has answered nothing for a while.
 *
 * A small NGO's server is idle most of the day, yet after a start, or a burst of requests, a node
 * keeps what the burst made it take: V8 keeps its young generation grown and the pages it freed
 * pooled for reuse, and gives them back only when memory runs short. One garbage collection "of
 * last resort", the one V8 runs when memory runs out, also empties those pools: on Node 24 an idle
 * node in a 1 GB server's memory held 264 MB before and 222 MB after (`npm run bench -- --memory`).
 * It stops JavaScript for about 120 ms; run when nothing has been answered for QUIET_MS, it costs
 * a request nothing, and it runs once per quiet spell. Node 20's V8 knows no such collection;
 * there the call is a young-generation collection of a few ms that gives nothing back.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long a node answers nothing before it hands memory back; V8's own reducer waits 8 s. */
export const QUIET_MS = 5_000;

export interface IdleMemory {
  /** A request was answered: the node is busy again, and the next quiet spell hands memory back. */
  answered(): void;
  stop(): void;
}

export interface Collected {
  /** Resident memory before and after, in bytes. */
  before: number;
  after: number;
  pauseMs: number;
}

type GcOptions = { type: 'major'; flavor: 'last-resort' };

/**
 * V8's `gc` function without starting Node with --expose-gc, which `npm start` cannot pass (it
 * runs the server in its own process): a context made while the flag is set has `gc`; the flag is
 * unset at once, so no other context gets it.
 */
function lastResortCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: GcOptions) => void;
  setFlagsFromString('--no-expose-gc');
  return () => gc({ type: 'major', flavor: 'last-resort' });
}

/**
 * Collects after each quiet spell of `quietMs` following an answer, and once after the start,
 * whose own burst is the largest. `onCollected` hears what each collection gave back.
 */
export function handBackMemoryWhenIdle(
  onCollected: (collected: Collected) => void,
  { quietMs = QUIET_MS, collect = lastResortCollection() }: { quietMs?: number; collect?: () => void } = {},
): IdleMemory {
  let lastAnswer = performance.now();
  // Whether the node has answered since the last collection: the start counts as such a burst.
  let pending = true;
  const timer = setInterval(
    () => {
      if (!pending || performance.now() - lastAnswer < quietMs) return;
      pending = false;
      const before = process.memoryUsage.rss();
      const started = performance.now();
      collect();
      onCollected({ before, after: process.memoryUsage.rss(), pauseMs: performance.now() - started });
    },
    Math.min(quietMs, 1_000),
  );
  timer.unref();
  return {
    answered() {
      lastAnswer = performance.now();
      pending = true;
    },
    stop: () => clearInterval(timer),
  };
}

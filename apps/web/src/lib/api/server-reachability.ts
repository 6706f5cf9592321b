/**
 * Whether the server is answering, for the notice that tells a person the app is reconnecting
 * (components/reconnecting-notice.tsx). The API client reports every call: no answer at all, or a
 * 502, 503 or 504 (the server, or its database, away for a moment: `isUnanswered`), turns the
 * notice on; any other answer turns it off. While it is on, the server's readiness is asked again with growing waits, so
 * the notice goes as soon as the server is back, even on a page that calls nothing more by itself.
 */
import { useSyncExternalStore } from 'react';
import { readyz } from '@sahaya/contract/system/routes';

/** `answering`: as usual. `reconnecting`: calls get no answer. `reconnected`: answering again, said for a moment. */
export type Reachability = 'answering' | 'reconnecting' | 'reconnected';

/** The waits between two readiness checks while the server does not answer; the last one repeats. */
export const PROBE_DELAYS_MS = [2000, 4000, 8000, 15_000];

/** How long "connected again" stays before the notice goes. */
export const RECONNECTED_NOTICE_MS = 4000;

/**
 * Whether a failed call says the server could not answer it for now, rather than answering it: no
 * reply at all (status 0), a balancer that found no node (502, 504), or a 503 `UNAVAILABLE`, the
 * server's own word for its database being away. Another 503 (Google sign-in not set up here) is
 * an answer like any other.
 */
export const isUnanswered = (failure: { status: number; code: string }): boolean =>
  failure.status === 0 || failure.status === 502 || failure.status === 504 || failure.code === 'UNAVAILABLE';

let state: Reachability = 'answering';
let probes = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: Reachability): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

function scheduleProbe(): void {
  const delay = PROBE_DELAYS_MS[Math.min(probes, PROBE_DELAYS_MS.length - 1)];
  probes += 1;
  clearTimeout(timer);
  timer = setTimeout(() => void probe(), delay);
}

/** Asks whether the server and its database are up; readiness answers 200 only when they are. */
async function probe(): Promise<void> {
  try {
    const response = await fetch(readyz.path, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (response.ok) {
      reportAnswered();
      return;
    }
  } catch {
    // Still no answer: asked again after a longer wait.
  }
  if (state === 'reconnecting') scheduleProbe();
}

/** A call got no answer, or a 502/503/504: the notice says the app is reconnecting. */
export function reportUnanswered(): void {
  if (state === 'reconnecting') return;
  probes = 0;
  set('reconnecting');
  scheduleProbe();
}

/** A call was answered: the notice, if it was on, says so for a moment and goes. */
export function reportAnswered(): void {
  if (state !== 'reconnecting') return;
  set('reconnected');
  clearTimeout(timer);
  timer = setTimeout(() => set('answering'), RECONNECTED_NOTICE_MS);
}

export function getReachability(): Reachability {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReachability(): Reachability {
  return useSyncExternalStore(subscribe, getReachability, () => 'answering');
}

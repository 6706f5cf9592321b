/**
 * What the app's code gets for `import … from 'sonner'` (vite.config.ts sends every import of it
 * here, except this file's own): the toast library, loaded when the first toast is asked for.
 * Most pages, and most first visits, show none and do without its code (about 10 kB gzipped).
 *
 * - `toast` takes the same calls as sonner's and passes them on once the library is there. The app
 *   only ever asks it to show something; what sonner's calls return is not available here.
 * - `Toaster` renders nothing until a toast is asked for, then sonner's own. The toast itself is
 *   passed on only after that is on the page, so its live region is in place before its first
 *   message, as screen readers need.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type * as sonner from 'sonner';

type Sonner = typeof sonner;
type Call = (...args: unknown[]) => unknown;

let wanted = false;
const listeners = new Set<() => void>();
let library: Promise<Sonner> | null = null;

let toasterMounted = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  library ??= import('sonner').catch((error: unknown) => {
    // A lost connection should not stick: the next toast tries again.
    library = null;
    throw error;
  });
  return library;
}

function pass(method: string | null, args: unknown[]): void {
  void Promise.all([load(), toasterReady]).then(
    ([{ toast: real }]) => {
      const target = method === null ? real : (real as unknown as Record<string, unknown>)[method];
      if (typeof target === 'function') (target as Call)(...args);
    },
    () => {},
  );
}

export const toast = new Proxy(((...args: unknown[]) => pass(null, args)) as unknown as Sonner['toast'], {
  get: (_target, method) => (typeof method === 'string' ? (...args: unknown[]) => pass(method, args) : undefined),
});

const SonnerToaster = lazy(() => load().then((module) => ({ default: module.Toaster })));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      {/* After sonner's Toaster in the tree, so its effects (the subscription) have run first. */}
      <Mounted />
    </Suspense>
  );
}

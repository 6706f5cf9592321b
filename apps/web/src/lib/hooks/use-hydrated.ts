import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the app renders at build time and while it adopts that prerendered markup in the
 * browser (see start-app.tsx), true from then on and in every render of the app's own. A control whose
 * press needs the app's code can stay out of reach until then: a press before it would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

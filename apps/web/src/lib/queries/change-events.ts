/**
 * Tells who listens that the person changed something through the API and the server agreed: the
 * endpoint's method and path (as the contract's route writes it, with `:id`) and the body sent.
 * A feature reacts to another feature's change without importing it: the offer to turn on
 * notifications on this device follows a request sent or accepted (features/notifications).
 */
export interface ChangeMade {
  method: string;
  path: string;
  body: unknown;
}

type Listener = (change: ChangeMade) => void;

const listeners = new Set<Listener>();

/** Calls `listener` after every successful call that is not a GET; returns how to stop. */
export function onChangeMade(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportChangeMade(change: ChangeMade): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // A listener's failure is its own: the call itself succeeded and its caller gets its reply.
    }
  }
}

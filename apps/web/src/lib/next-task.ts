/**
 * Resolves in a later task, so the browser can paint and answer input in between: long work split
 * at these points does not hold a slow phone's main thread for the whole of it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

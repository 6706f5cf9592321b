/**
 * Notification calls that fail are only logged, never shown (spec 1 §8). reportError writes the
 * error to the browser console and to any error monitoring listening on the window, without a toast.
 */
export function logNotificationFailure(action: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const report = new Error(`Notification ${action} failed: ${message}`, { cause: error });
  if (typeof globalThis.reportError === 'function') globalThis.reportError(report);
}

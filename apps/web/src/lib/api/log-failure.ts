/**
 * Some failures are only logged, never shown: the bell's notification calls (spec 1 §8) and the
 * donation list, export and receipts of the admin console (spec 3 §8). reportError writes the
 * error to the browser console and to any error monitoring listening on the window, without a toast.
 */
export function logFailure(subject: 'Notification' | 'Donation', action: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const report = new Error(`${subject} ${action} failed: ${message}`, { cause: error });
  if (typeof globalThis.reportError === 'function') globalThis.reportError(report);
}

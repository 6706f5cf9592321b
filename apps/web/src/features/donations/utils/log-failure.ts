/**
 * Donation list, export and receipt failures in the admin console are only logged, never shown
 * (spec 3 §8). reportError writes the error to the browser console and to any error monitoring
 * listening on the window, without a toast.
 */
export function logDonationFailure(action: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const report = new Error(`Donation ${action} failed: ${message}`, { cause: error });
  if (typeof globalThis.reportError === 'function') globalThis.reportError(report);
}

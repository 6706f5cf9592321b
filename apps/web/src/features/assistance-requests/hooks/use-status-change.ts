import { toast } from 'sonner';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useSetRequestStatus, type StatusAction } from '../api/set-request-status.ts';

/**
 * Sends a decision on a request and says how it went: on success the spec's 'Status updated!'
 * (spec 2 §4), with the server's line beneath it saying what the decision did and what comes next
 * ("You accepted Ravi's request. Their phone number and address are now on it…"), written in the
 * reader's language from its code; on failure the server's reason (another volunteer was quicker,
 * the task limit) when it gave one. Accepting and declining fall back to 'Failed to approve/reject
 * request'; completing always says 'Error updating request', with the reason beneath it (spec 2 §8).
 * Answers whether it worked.
 */
export function useStatusChange() {
  const mutation = useSetRequestStatus();
  const change = async (id: string, action: StatusAction): Promise<boolean> => {
    try {
      const reply = await mutation.mutateAsync({ id, action });
      // Two lines to read, the second long: it stays longer than a toast of a few words.
      toast.success(contractText(m.statusUpdated), { description: reply.message, duration: 12_000 });
      return true;
    } catch (error) {
      const failure = readFailure(error, contractText(m.decideFailed));
      if (failure.told) return false;
      if (action === 'complete') toast.error(contractText(m.updateFailed), failure.refused ? { description: failure.message } : undefined);
      else toast.error(failure.message);
      return false;
    }
  };
  return { change, pending: mutation.isPending, pendingFor: mutation.isPending ? mutation.variables : undefined };
}

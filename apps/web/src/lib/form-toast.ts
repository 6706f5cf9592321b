import { toast } from 'sonner';
import { contractTextOf } from './i18n/contract-text.ts';

/**
 * The toasts of one form share an id, so its latest answer replaces the earlier one: a success
 * after a failed try does not sit on top of the stale "Invalid email or password!". A contract
 * text that arrives in English (a reply's message) is said in the language shown.
 */
export function formToast(form: string) {
  return {
    success: (message: string) => toast.success(contractTextOf(message), { id: form }),
    error: (message: string) => toast.error(contractTextOf(message), { id: form }),
  };
}

import { toast } from 'sonner';

/**
 * The toasts of one form share an id, so its latest answer replaces the earlier one: a success
 * after a failed try does not sit on top of the stale "Invalid email or password!". What is said
 * is in the language shown already: a reply's message is written by the server in the language the
 * call asked in, and the app's own texts are said through `contractText` or Lingui.
 */
export function formToast(form: string) {
  return {
    success: (message: string) => toast.success(message, { id: form }),
    error: (message: string) => toast.error(message, { id: form }),
  };
}

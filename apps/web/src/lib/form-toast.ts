import { toast } from 'sonner';

/**
 * The toasts of one form share an id, so its latest answer replaces the earlier one: a success
 * after a failed try does not sit on top of the stale "Invalid email or password!".
 */
export function formToast(form: string) {
  return {
    success: (message: string) => toast.success(message, { id: form }),
    error: (message: string) => toast.error(message, { id: form }),
  };
}

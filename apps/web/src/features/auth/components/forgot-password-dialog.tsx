import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { emailBody } from '@sahaya/contract/auth/schemas';
import { authMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { serverMessage } from '../utils/error-messages.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

const answer = formToast('forgot-password');

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks for an e-mail address and sends a reset link to it (spec 1 §2, login page). */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const form = useForm({ resolver: zodResolver(emailBody), mode: 'onTouched', defaultValues: { email: '' } });
  const forgot = useForgotPassword();
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const emailError = form.formState.errors.email?.message;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutateAsync(email).then(
      () => {
        answer.success(contractText(authMessages.resetLinkSent));
        close(false);
      },
      (error: unknown) => {
        applyServerErrors(error, form.setError, ['email']);
        const message = serverMessage(error, authMessages.badRequest);
        if (message) answer.error(message);
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent showCloseButton={false}>
        <DialogTitle>
          <Trans>Forgot password?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Enter the e-mail you registered with and we will send you a link to set a new password.</Trans>
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
          <FormField label={t`Email`} error={emailError && ctOf(emailError)}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <DialogFooter className="gap-3">
            <DialogClose asChild>
              <Button variant="secondary">
                <Trans>Close</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
              <Trans>Send Reset Link</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

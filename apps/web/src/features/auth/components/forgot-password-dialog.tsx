import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { phoneAuthMessages } from '@sahaya/contract/auth/phone-messages';
import { emailOrPhoneBody } from '@sahaya/contract/auth/schemas';
import { authMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { ContactWay } from '../utils/contact-way.ts';
import { serverMessage } from '../utils/error-messages.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { ContactWayToggle } from './contact-way-toggle.tsx';
import { PhoneField } from './phone-field.tsx';

const answer = formToast('forgot-password');

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The way the dialog opens on: the login page's tab. */
  initialWay?: ContactWay;
}

/**
 * Asks for an e-mail address and sends a reset link to it (spec 1 §2, login page), or for a mobile
 * number and sends a code to it by SMS, which the reset page then takes with the new password.
 */
export function ForgotPasswordDialog({ open, onOpenChange, initialWay = 'email' }: ForgotPasswordDialogProps) {
  const [way, setWay] = useState<ContactWay>(initialWay);
  // Only the field shown is sent: the body names the way by the field it has (emailOrPhoneBody).
  const form = useForm({
    resolver: zodResolver(emailOrPhoneBody),
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: { email: '', phone: '' },
  });
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const { errors, isSubmitting } = form.formState;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((body) =>
    forgot.mutateAsync(body).then(
      () => {
        if (body.phone) {
          answer.success(contractText(phoneAuthMessages.resetCodeSent));
          close(false);
          navigate(paths.resetPasswordForPhone(body.phone));
        } else {
          answer.success(contractText(authMessages.resetLinkSent));
          close(false);
        }
      },
      (error: unknown) => {
        applyServerErrors(error, form.setError, ['email', 'phone']);
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
          {way === 'phone' ? (
            <Trans>Enter the mobile number you registered with and we will send it a code by SMS to set a new password.</Trans>
          ) : (
            <Trans>Enter the e-mail you registered with and we will send you a link to set a new password.</Trans>
          )}
        </DialogDescription>
        <ContactWayToggle value={way} onChange={setWay} className="mt-5" />
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
          {way === 'phone' ? (
            <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
          ) : (
            <FormField label={t`Email`} error={errors.email?.message && ctOf(errors.email.message)}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
          )}
          <DialogFooter className="gap-3">
            <DialogClose asChild>
              <Button variant="secondary">
                <Trans>Close</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" pending={isSubmitting}>
              {way === 'phone' ? <Trans>Send code</Trans> : <Trans>Send Reset Link</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

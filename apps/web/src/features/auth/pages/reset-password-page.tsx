import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordForm } from '@sahaya/contract/auth/schemas';
import { authMessages, validation } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useResetTokenState } from '../api/check-reset-token.ts';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';
import { ResetWithCode } from '../components/reset-with-code.tsx';
import { CardPage } from '../../../components/card-page.tsx';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';
import { serverMessage } from '../utils/error-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

const answer = formToast('reset-password');

/**
 * /user/resetPassword?token=: sets a new password from the e-mailed link;
 * /user/resetPassword?phone=: with the code sent to the number by SMS (the Forgot password dialog).
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const phone = searchParams.get('phone') ?? '';
  return !token && phone ? <ResetWithCode phone={phone} /> : <ResetWithLink token={token} />;
}

/** The reset page of a mailed link: the link is checked as the page opens, then the new password is asked twice. */
function ResetWithLink({ token }: { token: string }) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const reset = useResetPassword();
  // A used or expired link says so as the page opens, not after the form is filled in.
  const linkState = useResetTokenState(token);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useDelayedRedirect(done, paths.login);

  if (!token || linkState.data?.usable === false) {
    return (
      <CardPage title={t`Reset password`}>
        <ErrorAlert>{token ? ct(authMessages.resetTokenInvalid) : ct(validation.invalidResetToken)}</ErrorAlert>
        <p className="mt-4">
          <Trans>A reset link works once, for a limited time. We can mail you a new one.</Trans>
        </p>
        <Button size="lg" className="mt-4 w-full" onClick={() => setForgotOpen(true)}>
          <Trans>Send me a new link</Trans>
        </Button>
        <p className="mt-4 text-center">
          <Link to={paths.login} className="font-semibold text-primary-800 underline underline-offset-4">
            <Trans>Back to login</Trans>
          </Link>
        </p>
        <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
      </CardPage>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
      answer.success(contractText(authMessages.passwordReset));
      setDone(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['newPassword']);
      const message = serverMessage(error, authMessages.anError);
      if (message) answer.error(message);
    }
  });

  return (
    <CardPage title={t`Reset password`} description={t`Choose a new password for your account.`}>
      {done ? (
        <p role="status" className="rounded-lg bg-primary-50 p-4 font-semibold text-primary-900">
          <Trans>{ct(authMessages.passwordReset)} Taking you to the login page…</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <NewPasswordFields
            password={{ registration: form.register('newPassword'), error: errors.newPassword?.message }}
            confirmation={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
            <Trans>Reset Password</Trans>
          </Button>
        </form>
      )}
    </CardPage>
  );
}

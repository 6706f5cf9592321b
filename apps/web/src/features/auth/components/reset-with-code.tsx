import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { resetPasswordForm } from '@sahaya/contract/auth/schemas';
import { otp } from '@sahaya/contract/fields';
import { formatPhone } from '@sahaya/contract/format';
import { authMessages } from '@sahaya/contract/messages';
import { phoneAuthMessages } from '@sahaya/contract/auth/phone-messages';
import { CardPage } from '../../../components/card-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useCodeResend } from '../hooks/use-code-resend.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';
import { serverMessage } from '../utils/error-messages.ts';
import { ResendCode } from './resend-code.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const answer = formToast('reset-password');

/** The reset page's form with the code from the SMS before the new password, asked twice. */
const codeAndPassword = z.intersection(z.object({ code: otp }), resetPasswordForm);

/** The reset page for a number: the code it was sent by SMS and the new password, then the login page. */
export function ResetWithCode({ phone }: { phone: string }) {
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const reset = useResetPassword();
  const forgot = useForgotPassword();
  // The code was sent as the dialog closed, a moment ago.
  const { remaining, failure: resendFailure, resend } = useCodeResend(() => forgot.mutateAsync({ phone }).then(() => undefined), answer);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(codeAndPassword),
    mode: 'onTouched',
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useDelayedRedirect(done, paths.loginByPhone);

  const onSubmit = form.handleSubmit(async ({ code, newPassword }) => {
    try {
      await reset.mutateAsync({ phone, code, newPassword });
      answer.success(contractText(authMessages.passwordReset));
      setDone(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['code', 'newPassword']);
      const message = serverMessage(error, authMessages.anError);
      if (message) answer.error(message);
    }
  });

  const onResend = async () => {
    if (!(await resend())) return;
    answer.success(contractText(phoneAuthMessages.resetCodeSent));
    form.resetField('code');
    form.setFocus('code');
  };

  const shownNumber = formatPhone(phone);

  return (
    <CardPage
      title={t`Reset password`}
      description={
        <Trans>
          Enter the code we sent by SMS to <strong className="whitespace-nowrap text-ink">{shownNumber}</strong>, and
          choose a new password.
        </Trans>
      }
    >
      {done ? (
        <p role="status" className="rounded-lg bg-primary-50 p-4 font-semibold text-primary-900">
          <Trans>{ct(authMessages.passwordReset)} Taking you to the login page…</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <SmsCodeField registration={form.register('code')} error={errors.code?.message && ctOf(errors.code.message)} />
          <NewPasswordFields
            password={{ registration: form.register('newPassword'), error: errors.newPassword?.message }}
            confirmation={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
            <Trans>Reset Password</Trans>
          </Button>
          <ResendCode
            remaining={remaining}
            pending={forgot.isPending}
            onResend={() => void onResend()}
            failure={resendFailure && ctOf(resendFailure.message)}
          />
        </form>
      )}
    </CardPage>
  );
}

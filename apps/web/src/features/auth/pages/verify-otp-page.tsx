import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sahaya/contract/constants';
import { otp } from '@sahaya/contract/fields';
import { authMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { CardPage } from '../../../components/card-page.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';
import { serverMessage } from '../utils/error-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { Email } from '../../../components/ui/email.tsx';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';

const answer = formToast('verify-otp');

const otpForm = z.object({ otp });

/** /user/verifyOtp?email=: confirms the e-mail address with the code that was sent to it. */
export function VerifyOtpPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [verified, setVerified] = useState(false);
  const form = useForm({ resolver: zodResolver(otpForm), mode: 'onTouched', defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;

  useDelayedRedirect(verified, paths.login);

  if (!email) {
    return (
      <CardPage title={t`Verify your email`} description={t`We could not tell which e-mail address to verify.`}>
        <Link to={paths.register} className="font-semibold text-primary-800 underline underline-offset-4">
          <Trans>Register again</Trans>
        </Link>
      </CardPage>
    );
  }

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await verify.mutateAsync({ email, otp: data.otp });
      answer.success(contractText(authMessages.verified));
      setVerified(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['otp']);
      const message = serverMessage(error, authMessages.anError);
      if (message) answer.error(message);
    }
  });

  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      answer.success(contractText(authMessages.otpResent));
      restart();
    } catch (error) {
      const message = serverMessage(error, authMessages.anError);
      if (message) answer.error(message);
    }
  };

  return (
    <CardPage
      title={t`Verify your email`}
      description={
        <Trans>
          We sent a code to{' '}
          <strong className="text-ink">
            <Email address={email} />
          </strong>
          . Enter it below to activate your account.
        </Trans>
      }
    >
      {verified ? (
        <p role="status" className="rounded-lg bg-primary-50 p-4 font-semibold text-primary-900">
          <Trans>{ct(authMessages.verified)} Taking you to the login page…</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <FormField label={t`OTP`} error={errors.otp?.message && ctOf(errors.otp.message)}>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              className="text-lg tracking-[0.3em]"
              {...form.register('otp')}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            <Trans>Verify</Trans>
          </Button>
          <div className="flex flex-wrap items-center justify-center gap-x-2 text-muted">
            <span>
              <Trans>Did not get the code?</Trans>
            </span>
            <Button
              variant="link"
              disabled={remaining > 0 || resend.isPending}
              aria-busy={resend.isPending}
              onClick={onResend}
            >
              {remaining > 0 ? (
                <Plural value={remaining} one="Resent otp in # second" other="Resent otp in # seconds" />
              ) : (
                <Trans>Resent otp</Trans>
              )}
            </Button>
          </div>
        </form>
      )}
    </CardPage>
  );
}

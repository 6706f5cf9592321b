import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { phoneAuthMessages } from '@sahaya/contract/auth/phone-messages';
import { otp } from '@sahaya/contract/fields';
import { formatPhone } from '@sahaya/contract/format';
import { authMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { CardPage } from '../../../components/card-page.tsx';
import { ResendCode } from '../components/resend-code.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { useCodeResend } from '../hooks/use-code-resend.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';
import { serverMessage } from '../utils/error-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { Email } from '../../../components/ui/email.tsx';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';

const answer = formToast('verify-otp');

const otpForm = z.object({ otp });

/**
 * /user/verifyOtp?email=: confirms the e-mail address with the code that was mailed to it;
 * /user/verifyOtp?phone=: confirms the mobile number of a sign-up by number with the code sent by SMS.
 */
export function VerifyOtpPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const phone = email ? '' : (searchParams.get('phone') ?? '');
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const verify = useVerifyOtp();
  const resendOtp = useResendOtp();
  const {
    remaining,
    failure: resendFailure,
    resend,
  } = useCodeResend(() => resendOtp.mutateAsync(phone ? { phone } : { email }).then(() => undefined), answer);
  const [verified, setVerified] = useState(false);
  const form = useForm({ resolver: zodResolver(otpForm), mode: 'onTouched', defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;

  // A sign-up whose parent or guardian was sent a code goes on to enter it.
  const next = searchParams.get('next') === 'guardian' ? paths.guardianConfirmFor(phone ? { phone } : { email }) : null;
  useDelayedRedirect(verified, next ?? (phone ? paths.loginByPhone : paths.login));

  if (!email && !phone) {
    return (
      <CardPage title={t`Verify your email`} description={t`We could not tell which e-mail address to verify.`}>
        <Link to={paths.register} className="font-semibold text-primary-800 underline underline-offset-4">
          <Trans>Register again</Trans>
        </Link>
      </CardPage>
    );
  }

  const account = phone ? { phone } : { email };

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await verify.mutateAsync({ ...account, otp: data.otp });
      answer.success(contractText(phone ? phoneAuthMessages.verified : authMessages.verified));
      setVerified(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['otp']);
      const message = serverMessage(error, authMessages.anError);
      if (message) answer.error(message);
    }
  });

  const onResend = async () => {
    if (!(await resend())) return;
    answer.success(contractText(phone ? phoneAuthMessages.codeResent : authMessages.otpResent));
    form.setFocus('otp');
  };

  const shownNumber = formatPhone(phone);
  const otpError = errors.otp?.message && ctOf(errors.otp.message);

  return (
    <CardPage
      title={phone ? t`Verify your mobile number` : t`Verify your email`}
      description={
        phone ? (
          <Trans>
            We sent a code by SMS to <strong className="whitespace-nowrap text-ink">{shownNumber}</strong>. Enter it
            below to activate your account.
          </Trans>
        ) : (
          <Trans>
            We sent a code to{' '}
            <strong className="text-ink">
              <Email address={email} />
            </strong>
            . Enter it below to activate your account.
          </Trans>
        )
      }
    >
      {verified ? (
        <p role="status" className="rounded-lg bg-primary-50 p-4 font-semibold text-primary-900">
          <Trans>{ct(phone ? phoneAuthMessages.verified : authMessages.verified)} Taking you to the login page…</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {phone ? (
            <SmsCodeField registration={form.register('otp')} error={otpError} />
          ) : (
            <FormField label={t`OTP`} error={otpError}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                className="text-lg tracking-[0.3em]"
                {...form.register('otp')}
              />
            </FormField>
          )}
          <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
            <Trans>Verify</Trans>
          </Button>
          {phone ? (
            <ResendCode
              remaining={remaining}
              pending={resendOtp.isPending}
              onResend={() => void onResend()}
              failure={resendFailure && ctOf(resendFailure.message)}
            />
          ) : (
            <div className="space-y-3">
              <div className="flex flex-wrap items-center justify-center gap-x-2 text-muted">
                <span>
                  <Trans>Did not get the code?</Trans>
                </span>
                {/* As in ResendCode: while it waits or sends the button keeps the focus of the person who pressed it. */}
                <Button
                  variant="link"
                  pending={resendOtp.isPending}
                  aria-disabled={remaining > 0 || resendOtp.isPending || undefined}
                  className="min-h-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                  onClick={() => {
                    if (remaining <= 0) void onResend();
                  }}
                >
                  {remaining > 0 ? (
                    <Plural value={remaining} one="Resent otp in # second" other="Resent otp in # seconds" />
                  ) : (
                    <Trans>Resent otp</Trans>
                  )}
                </Button>
              </div>
              {resendFailure ? <ErrorAlert>{ctOf(resendFailure.message)}</ErrorAlert> : null}
            </div>
          )}
        </form>
      )}
    </CardPage>
  );
}

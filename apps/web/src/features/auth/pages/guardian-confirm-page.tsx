import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { otp } from '@sahaya/contract/fields';
import { guardianMessages } from '@sahaya/contract/guardians/messages';
import { authMessages } from '@sahaya/contract/messages';
import { CardPage } from '../../../components/card-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useConfirmGuardian } from '../api/confirm-guardian.ts';
import { useResendGuardianCode } from '../api/resend-guardian-code.ts';
import { ResendCode } from '../components/resend-code.tsx';
import { useCodeResend } from '../hooks/use-code-resend.ts';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';
import { serverMessage } from '../utils/error-messages.ts';

const answer = formToast('guardian-confirm');
const codeForm = z.object({ code: otp });

/**
 * /user/guardian?email= or ?phone=: the account of a person under 18, or of one with a lawful
 * guardian, waits for the code sent to that guardian (DPDP s. 9, Rule 11); entered here, the
 * account may sign in.
 */
export function GuardianConfirmPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const phone = email ? '' : (searchParams.get('phone') ?? '');
  const account = phone ? { phone } : { email };
  const { t } = useLingui();
  const { ct, ctOf } = useContractText();
  const confirm = useConfirmGuardian();
  const resendCode = useResendGuardianCode();
  const { remaining, failure, resend } = useCodeResend(() => resendCode.mutateAsync(account).then(() => undefined), answer);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm({ resolver: zodResolver(codeForm), mode: 'onTouched', defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  useDelayedRedirect(confirmed, phone ? paths.loginByPhone : paths.login);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await confirm.mutateAsync({ ...account, code: data.code });
      answer.success(contractText(guardianMessages.confirmed));
      setConfirmed(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['code']);
      const message = serverMessage(error, authMessages.anError);
      if (message) answer.error(message);
    }
  });

  const onResend = async () => {
    if (!(await resend())) return;
    answer.success(contractText(guardianMessages.codeResent));
    form.setFocus('code');
  };

  return (
    <CardPage
      title={t`Ask your parent or guardian for the code we sent them`}
      description={t`We sent a code to your parent or guardian by SMS, or by e-mail if they have no mobile number. When they agree, they give you the code. Enter it below, and you can log in.`}
    >
      {confirmed ? (
        <p role="status" className="rounded-lg bg-primary-50 p-4 font-semibold text-primary-900">
          <Trans>{ct(guardianMessages.confirmed)} Taking you to the login page…</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <FormField label={t`Code from your parent or guardian`} error={errors.code?.message && ctOf(errors.code.message)}>
            <Input autoComplete="one-time-code" inputMode="numeric" className="text-lg tracking-[0.3em]" {...form.register('code')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
            <Trans>Confirm</Trans>
          </Button>
          <ResendCode
            remaining={remaining}
            pending={resendCode.isPending}
            onResend={() => void onResend()}
            failure={failure && ctOf(failure.message)}
          />
        </form>
      )}
    </CardPage>
  );
}

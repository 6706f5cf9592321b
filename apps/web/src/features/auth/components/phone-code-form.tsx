import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { phoneAuthMessages } from '@sahaya/contract/auth/phone-messages';
import type { SessionReply } from '@sahaya/contract/auth/schemas';
import { OTP_RESEND_COOLDOWN_SECONDS, type LoginRole } from '@sahaya/contract/constants';
import { authMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { lazyResolver } from '../../../lib/forms/lazy-resolver.ts';
import { contractTextOf, useContractText } from '../../../lib/i18n/contract-text.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { loadSignInEndpoints } from '../api/login.ts';
import { usePhoneLogin } from '../api/phone-login.ts';
import { useSendPhoneCode } from '../api/send-phone-code.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import type { PhoneCode } from '../utils/credentials-resolver.ts';
import { loginErrorMessage, serverFailure, type ScreenFailure } from '../utils/error-messages.ts';
import { secondsToWait } from '../../../lib/api/api-error.ts';
import { PhoneField } from './phone-field.tsx';
import { ResendCode } from './resend-code.tsx';
import { SignInFailureAlert } from './sign-in-failure-alert.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

const answer = formToast('sign-in');

const validation = lazyResolver<PhoneCode>(() => import('../utils/credentials-resolver.ts').then((m) => m.phoneCodeResolver));

function prepareSignIn() {
  void validation.preload().catch(() => {});
  void loadSignInEndpoints().catch(() => {});
}

export interface PhoneCodeFormProps {
  role: LoginRole;
  /** The number typed so far, carried over from the password form. */
  defaultPhone: string;
  /** Focus goes to the number as the form opens: the person switched to it. */
  focusFirst: boolean;
  /** Why the password form sent the person here (a number idle for a year), said beside Send code. */
  reason: ScreenFailure | null;
  onSignInSent?: (role: LoginRole) => void;
  onSignedIn: (reply: SessionReply) => void;
  onSwitchTab: (role: LoginRole) => void;
  /** Back to the password form, with the number typed. */
  onUsePassword: (phone: string) => void;
}

/**
 * Sign-in with a code sent by SMS: the number, Send code, then the code and Login. Changing the
 * number after the code went asks for a new one, since the code works for its own number only.
 */
export function PhoneCodeForm({
  role,
  defaultPhone,
  focusFirst,
  reason,
  onSignInSent,
  onSignedIn,
  onSwitchTab,
  onUsePassword,
}: PhoneCodeFormProps) {
  const { ct, ctOf } = useContractText();
  const sendCode = useSendPhoneCode();
  const login = usePhoneLogin();
  const form = useForm<PhoneCode>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone, code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ScreenFailure | null>(reason);
  // A refused request for a code, said beside the button that asked.
  const [sendFailure, setSendFailure] = useState<ScreenFailure | null>(null);
  const submit = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusFirst) form.setFocus('phone');
  }, [focusFirst, form]);

  // Once the code has gone, its field appears and takes the focus.
  useEffect(() => {
    if (sent) form.setFocus('code');
  }, [sent, form]);

  /** Sends a code to the number typed; true once it has gone. */
  const requestCode = async (): Promise<boolean> => {
    setSendFailure(null);
    if (!(await form.trigger('phone', { shouldFocus: true }))) return false;
    try {
      await sendCode.mutateAsync(form.getValues('phone'));
      restart();
      return true;
    } catch (error) {
      applyServerErrors(error, form.setError, ['phone']);
      const wait = secondsToWait(error);
      if (wait) restart(wait);
      const failed = serverFailure(error, authMessages.anError);
      setSendFailure(failed);
      if (failed) answer.error(contractTextOf(failed.message));
      return false;
    }
  };

  const onSendCode = async () => {
    if (!(await requestCode())) return;
    setFailure(null);
    setSent(true);
  };

  const onResend = async () => {
    if (!(await requestCode())) return;
    form.resetField('code');
    form.setFocus('code');
  };

  const onLogin = form.handleSubmit(async ({ phone, code }) => {
    setFailure(null);
    onSignInSent?.(role);
    try {
      onSignedIn(await login.mutateAsync({ phone, code, selectedRole: role }));
    } catch (error) {
      // A refusal of one field (a wrong code) is said under it; the others beside the button.
      const underField = applyServerErrors(error, form.setError, ['phone', 'code']);
      const failed = loginErrorMessage(error);
      setFailure(underField ? null : failed);
      if (failed) answer.error(contractTextOf(failed.message));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sent) return onLogin(event);
    event.preventDefault();
    void onSendCode();
  };

  const phoneField = form.register('phone', {
    onChange: () => {
      if (!sent) return;
      setSent(false);
      setSendFailure(null);
      form.resetField('code');
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={prepareSignIn} className="space-y-5">
      <PhoneField registration={phoneField} error={errors.phone?.message} />
      {sent ? (
        <SmsCodeField registration={form.register('code')} error={errors.code?.message} hint={ct(phoneAuthMessages.codeSent)} />
      ) : null}
      {failure ? (
        <SignInFailureAlert
          failure={failure}
          onSwitchTab={(next) => {
            onSwitchTab(next);
            setFailure(null);
            submit.current?.focus();
          }}
        />
      ) : null}
      {sent ? (
        <>
          <Button ref={submit} type="submit" size="lg" className="w-full" pending={isSubmitting}>
            <Trans>Login</Trans>
          </Button>
          <ResendCode
            remaining={remaining}
            pending={sendCode.isPending}
            onResend={() => void onResend()}
            failure={sendFailure && ctOf(sendFailure.message)}
          />
        </>
      ) : (
        <>
          {sendFailure ? <ErrorAlert>{ctOf(sendFailure.message)}</ErrorAlert> : null}
          <Button type="submit" size="lg" className="w-full" pending={sendCode.isPending}>
            <Trans>Send code</Trans>
          </Button>
        </>
      )}
      <Button variant="secondary" className="w-full" onClick={() => onUsePassword(form.getValues('phone'))}>
        <Trans>Use my password instead</Trans>
      </Button>
    </form>
  );
}

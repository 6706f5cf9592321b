import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionReply } from '@sahaya/contract/auth/schemas';
import type { LoginRole } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { lazyResolver } from '../../../lib/forms/lazy-resolver.ts';
import { contractTextOf } from '../../../lib/i18n/contract-text.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { loadSignInEndpoints, useLogin } from '../api/login.ts';
import type { PhoneCredentials } from '../utils/credentials-resolver.ts';
import { loginErrorMessage, type ScreenFailure } from '../utils/error-messages.ts';
import { codeRequiredBy } from '../utils/sign-in-failure.ts';
import { PhoneField } from './phone-field.tsx';
import { SignInFailureAlert } from './sign-in-failure-alert.tsx';

const answer = formToast('sign-in');

// The rules (zod) load when a field first takes focus, as on the e-mail form.
const validation = lazyResolver<PhoneCredentials>(() =>
  import('../utils/credentials-resolver.ts').then((m) => m.phoneCredentialsResolver),
);

function prepareSignIn() {
  void validation.preload().catch(() => {});
  void loadSignInEndpoints().catch(() => {});
}

export interface PhonePasswordFormProps {
  role: LoginRole;
  /** The number typed so far, carried over from the code form. */
  defaultPhone: string;
  /** Focus goes to the number as the form opens: the person switched to it. */
  focusFirst: boolean;
  onSignInSent?: (role: LoginRole) => void;
  onSignedIn: (reply: SessionReply) => void;
  onSwitchTab: (role: LoginRole) => void;
  /** Goes to the code form with the number typed, and why, when the server asked for a code. */
  onUseCode: (phone: string, why: ScreenFailure | null) => void;
  /** The page's "Forgot password?" button. */
  forgotPassword: ReactNode;
}

/** Sign-in with a mobile number and its password, and the way to a code by SMS instead. */
export function PhonePasswordForm({
  role,
  defaultPhone,
  focusFirst,
  onSignInSent,
  onSignedIn,
  onSwitchTab,
  onUseCode,
  forgotPassword,
}: PhonePasswordFormProps) {
  const { t } = useLingui();
  const login = useLogin();
  const form = useForm<PhoneCredentials>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<ScreenFailure | null>(null);
  const submit = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusFirst) form.setFocus('phone');
  }, [focusFirst, form]);

  const onSubmit = form.handleSubmit(async (data) => {
    setFailure(null);
    onSignInSent?.(role);
    try {
      onSignedIn(await login.mutateAsync({ data, selectedRole: role }));
    } catch (error) {
      const failed = loginErrorMessage(error);
      // The right password for a number idle a year: the code form says why and sends the code.
      if (codeRequiredBy(failed)) {
        onUseCode(form.getValues('phone'), failed);
        return;
      }
      // A refusal of one field is said under it; the others (a wrong password) beside the button.
      const underField = applyServerErrors(error, form.setError, ['phone', 'password']);
      setFailure(underField ? null : failed);
      if (failed) answer.error(contractTextOf(failed.message));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={prepareSignIn} className="space-y-5">
      <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
      <FormField label={t`Password`} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {forgotPassword}
      {failure ? (
        <SignInFailureAlert
          failure={failure}
          onSwitchTab={(next) => {
            // The number and password stay typed in; focus moves on to Login, as the alert goes.
            onSwitchTab(next);
            setFailure(null);
            submit.current?.focus();
          }}
        />
      ) : null}
      <Button ref={submit} type="submit" size="lg" className="w-full" pending={isSubmitting}>
        <Trans>Login</Trans>
      </Button>
      <Button variant="secondary" className="w-full" onClick={() => onUseCode(form.getValues('phone'), null)}>
        <Trans>Send me a code instead</Trans>
      </Button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SessionReply } from '@sahaya/contract/auth/schemas';
import type { LoginRole } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { homePathFor } from '../../../lib/session/auth-store.ts';
import { useHydrated } from '../../../lib/hooks/use-hydrated.ts';
import { loadSignInEndpoints, useLogin } from '../api/login.ts';
import { useCredentialsForm } from '../hooks/use-credentials-form.ts';
import { CardPage } from '../../../components/card-page.tsx';
import { ContactWayToggle } from '../components/contact-way-toggle.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { OrDivider } from '../components/or-divider.tsx';
import { KindnessQuote } from '../components/kindness-quote.tsx';
import { RoleToggle } from '../components/role-toggle.tsx';
import { SignInFailureAlert } from '../components/sign-in-failure-alert.tsx';
import { contactWayIn, withContactWay, type ContactWay } from '../utils/contact-way.ts';
import { loginErrorMessage, type ScreenFailure } from '../utils/error-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { contractTextOf } from '../../../lib/i18n/contract-text.ts';

const answer = formToast('sign-in');

// The page paints and takes typing without the form's rules (zod), the dialog's code and the
// mobile-number forms: the rules load when a field first takes focus (hooks/use-credentials-form.ts),
// the dialog when it is first asked for, the mobile-number forms when their tab is reached for.
const loadForgotPasswordDialog = () => import('../components/forgot-password-dialog.tsx');
const ForgotPasswordDialog = lazy(() => loadForgotPasswordDialog().then((m) => ({ default: m.ForgotPasswordDialog })));
const loadPhoneSignIn = () => import('../components/phone-sign-in.tsx');
const PhoneSignIn = lazy(() => loadPhoneSignIn().then((m) => ({ default: m.PhoneSignIn })));

function prepareSignIn() {
  void loadSignInEndpoints().catch(() => {});
}

function preparePhoneSignIn() {
  void loadPhoneSignIn().catch(() => {});
}

interface LoginPageProps {
  /** Told when a sign-in is sent, with the tab's role, so the app can fetch that area's code meanwhile. */
  onSignInSent?: (role: LoginRole) => void;
}

/**
 * /user/login: sign-in for users and volunteers; `?role=volunteer` opens the volunteer tab,
 * `?with=phone` the mobile number (with its password, or a code by SMS).
 */
export function LoginPage({ onSignInSent }: LoginPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const role: LoginRole = searchParams.get('role') === 'volunteer' ? 'volunteer' : 'user';
  // The page is prerendered with the e-mail form, for each role only: the app adopts that markup
  // as it was drawn, and opens the mobile number, if the address asks for it, once it has.
  const hydrated = useHydrated();
  const way: ContactWay = hydrated ? contactWayIn(searchParams) : 'email';
  const [forgotOpen, setForgotOpen] = useState(false);
  // The dialog stays mounted once it has been opened, so it closes (and hands focus back) as before.
  const [forgotWanted, setForgotWanted] = useState(false);
  const navigate = useNavigate();
  const { t } = useLingui();
  const login = useLogin();
  // Why the last try failed, kept in the form beside the button, not only in a passing toast.
  const [failure, setFailure] = useState<ScreenFailure | null>(null);
  const submit = useRef<HTMLButtonElement>(null);

  const selectRole = (next: LoginRole) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'volunteer') params.set('role', 'volunteer');
    else params.delete('role');
    setSearchParams(params, { replace: true });
  };

  const selectWay = (next: ContactWay) => {
    setFailure(null);
    setSearchParams(withContactWay(searchParams, next), { replace: true });
  };

  const signedIn = (reply: SessionReply) => {
    answer.success(reply.message);
    navigate(homePathFor(reply.user.role), { replace: true });
  };

  const form = useCredentialsForm(async (data, showServerErrors) => {
    setFailure(null);
    onSignInSent?.(role);
    try {
      signedIn(await login.mutateAsync({ data, selectedRole: role }));
    } catch (error) {
      showServerErrors(error);
      const failed = loginErrorMessage(error);
      setFailure(failed);
      if (failed) answer.error(contractTextOf(failed.message));
    }
  });
  const { errors } = form;

  const forgotPassword = (
    <div className="flex justify-end">
      <Button
        variant="link"
        className="min-h-11"
        onPointerDown={() => void loadForgotPasswordDialog().catch(() => {})}
        onClick={() => {
          setForgotWanted(true);
          setForgotOpen(true);
        }}
      >
        <Trans>Forgot password?</Trans>
      </Button>
    </div>
  );

  return (
    <CardPage
      title={role === 'volunteer' ? t`Volunteer login` : t`Welcome back`}
      description={
        role === 'volunteer'
          ? t`Sign in to see the people near you who need a hand.`
          : t`Sign in to borrow equipment, ask for help and follow your requests.`
      }
      aside={<KindnessQuote />}
    >
      <RoleToggle value={role} onChange={selectRole} />
      <div onPointerDown={preparePhoneSignIn} onFocus={preparePhoneSignIn}>
        <ContactWayToggle value={way} onChange={selectWay} className="mt-4" />
      </div>
      {way === 'email' ? (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={(event) => void form.onSubmit(event)}
          onFocus={() => {
            form.preload();
            prepareSignIn();
          }}
          className="mt-6 space-y-5"
        >
          <FormField label={t`Email`} error={errors.email}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
          </FormField>
          <FormField label={t`Password`} error={errors.password}>
            <PasswordInput autoComplete="current-password" {...form.field('password')} />
          </FormField>
          {forgotPassword}
          {failure ? (
            <SignInFailureAlert
              failure={failure}
              onSwitchTab={(rightTab) => {
                // The e-mail and password stay typed in; focus moves on to Login, as the alert goes.
                selectRole(rightTab);
                setFailure(null);
                submit.current?.focus();
              }}
            />
          ) : null}
          <Button ref={submit} type="submit" size="lg" className="w-full" pending={form.pending}>
            <Trans>Login</Trans>
          </Button>
        </form>
      ) : (
        <div className="mt-6">
          <Suspense fallback={null}>
            <PhoneSignIn
              role={role}
              onSignInSent={onSignInSent}
              onSignedIn={signedIn}
              onSwitchTab={selectRole}
              forgotPassword={forgotPassword}
            />
          </Suspense>
        </div>
      )}

      {role === 'volunteer' ? (
        <section aria-labelledby="become-volunteer" className="mt-6 rounded-xl bg-primary-50 p-4">
          <h2 id="become-volunteer" className="font-semibold text-ink">
            <Trans>New to volunteering?</Trans>
          </h2>
          <p className="mt-1">
            <Trans>
              Our team sets up volunteer accounts after a short call: we check who you are, where you can help and
              any certificates you have (first aid, nursing or driving). Tell us about yourself through the{' '}
              <Link to={paths.contact} className="font-semibold text-primary-800 underline underline-offset-4">
                contact page
              </Link>
              .
            </Trans>
          </p>
        </section>
      ) : null}

      {role === 'user' ? (
        <div className="mt-6 space-y-4">
          <OrDivider />
          <GoogleSignIn mode="login" />
          <p className="text-center">
            <Trans>
              Not Registered?{' '}
              <Link
                to={way === 'phone' ? paths.registerByPhone : paths.register}
                className="font-semibold text-primary-800 underline underline-offset-4"
              >
                Register Now
              </Link>
            </Trans>
          </p>
        </div>
      ) : null}

      {forgotWanted ? (
        <Suspense fallback={null}>
          {/* Opened from the mobile-number tab, the dialog asks for a number. */}
          <ForgotPasswordDialog key={way} initialWay={way} open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      ) : null}
    </CardPage>
  );
}

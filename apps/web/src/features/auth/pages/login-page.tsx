import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { credentials } from '@sahaya/contract/auth';
import type { LoginRole } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { homePathFor } from '../../../lib/auth-store.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { OrDivider } from '../components/or-divider.tsx';
import { KindnessQuote } from '../components/kindness-quote.tsx';
import { RoleToggle } from '../components/role-toggle.tsx';
import { loginErrorMessage } from '../utils/error-messages.ts';

/** /user/login: sign-in for users and volunteers; `?role=volunteer` opens the volunteer tab. */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const role: LoginRole = searchParams.get('role') === 'volunteer' ? 'volunteer' : 'user';
  const [forgotOpen, setForgotOpen] = useState(false);
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(credentials),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const selectRole = (next: LoginRole) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'volunteer') params.set('role', 'volunteer');
    else params.delete('role');
    setSearchParams(params, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const reply = await login.mutateAsync({ data, selectedRole: role });
      toast.success(reply.message);
      navigate(homePathFor(reply.user.role), { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
      const message = loginErrorMessage(error);
      if (message) toast.error(message);
    }
  });

  return (
    <AuthShell
      title={role === 'volunteer' ? 'Volunteer login' : 'Welcome back'}
      description={
        role === 'volunteer'
          ? 'Sign in to see the people near you who need a hand.'
          : 'Sign in to borrow equipment, ask for help and follow your requests.'
      }
      aside={<KindnessQuote />}
    >
      <RoleToggle value={role} onChange={selectRole} />
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex justify-end">
          <Button variant="link" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          Login
        </Button>
      </form>

      {role === 'user' ? (
        <div className="mt-6 space-y-4">
          <OrDivider />
          <GoogleSignIn mode="login" />
          <p className="text-center">
            Not Registered?{' '}
            <Link to="/user/register" className="font-semibold text-primary-800 underline underline-offset-4">
              Register Now
            </Link>
          </p>
        </div>
      ) : null}

      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </AuthShell>
  );
}

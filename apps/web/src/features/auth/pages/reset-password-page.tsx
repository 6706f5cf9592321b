import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordForm } from '@sahaya/contract/auth';
import { authMessages, validation } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect.ts';
import { serverMessage } from '../utils/error-messages.ts';

/** /user/resetPassword?token=: sets a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useDelayedRedirect(done, '/user/login');

  if (!token) {
    return (
      <AuthShell title="Reset password">
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-danger">
          {validation.invalidResetToken}
        </p>
        <p className="mt-4">
          Ask for a new link from the{' '}
          <Link to="/user/login" className="font-semibold text-primary-800 underline underline-offset-4">
            login page
          </Link>{' '}
          with Forgot password?.
        </p>
      </AuthShell>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
      toast.success(authMessages.passwordReset);
      setDone(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['newPassword']);
      const message = serverMessage(error, authMessages.anError);
      if (message) toast.error(message);
    }
  });

  return (
    <AuthShell title="Reset password" description="Choose a new password for your account.">
      {done ? (
        <p role="status" className="rounded-lg bg-primary-50 p-4 font-semibold text-primary-900">
          {authMessages.passwordReset} Taking you to the login page…
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <FormField
            label="New Password"
            hint="8 to 16 characters: letters, numbers and !@#$%^&*, with at least one number and one special character."
            error={errors.newPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            Reset Password
          </Button>
        </form>
      )}
    </AuthShell>
  );
}

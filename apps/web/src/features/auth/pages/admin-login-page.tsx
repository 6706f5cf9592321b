import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { credentials } from '@sahaya/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { adminLoginErrorMessage } from '../utils/error-messages.ts';

/** /admin/login: the administrators' own sign-in. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const form = useForm({
    resolver: zodResolver(credentials),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const reply = await adminLogin.mutateAsync(data);
      toast.success(reply.message);
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
      const message = adminLoginErrorMessage(error);
      if (message) toast.error(message);
    }
  });

  return (
    <AuthShell title="Admin login" description="For Sahaya administrators.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          Submit
        </Button>
      </form>
    </AuthShell>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { credentials } from '@sahaya/contract/auth/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { CardPage } from '../../../components/card-page.tsx';
import { adminLoginErrorMessage } from '../utils/error-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';

const answer = formToast('admin-sign-in');

/** /admin/login: the administrators' own sign-in. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const adminLogin = useAdminLogin();
  const form = useForm({
    resolver: zodResolver(credentials),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Why the last try failed, kept in the form beside the button, not only in a passing toast.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setFailure(null);
    try {
      const reply = await adminLogin.mutateAsync(data);
      answer.success(reply.message);
      navigate(paths.admin.dashboard, { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
      const message = adminLoginErrorMessage(error);
      setFailure(message);
      if (message) answer.error(message);
    }
  });

  return (
    <CardPage title={t`Admin login`} description={t`For Sahaya administrators.`}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label={t`Email`} error={errors.email?.message && ctOf(errors.email.message)}>
          <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label={t`Password`} error={errors.password?.message && ctOf(errors.password.message)}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
          <Trans>Submit</Trans>
        </Button>
      </form>
    </CardPage>
  );
}

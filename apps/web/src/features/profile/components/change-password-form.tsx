import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { changePasswordBody, type ChangePasswordBody } from '@sahaya/contract/profile/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordField } from '../../../components/form/new-password-field.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import type { ProfileRole } from '../utils/profile-role.ts';

const empty: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec 1 §5 rules, §8 messages); the person's other sessions end on the server. */
export function ChangePasswordForm({ role }: { role: ProfileRole }) {
  const { t } = useLingui();
  const change = useChangePassword(role);
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      toast.success(contractText(profileMessages.passwordChanged));
      form.reset(empty);
    } catch (error) {
      const failure = readFailure(error);
      if (failure.told) return;
      const fieldShown = applyServerErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword']);
      // A wrong current password is said under that field as well as in the toast.
      if (!fieldShown && failure.code === 'INVALID_CURRENT_PASSWORD') {
        form.setError('currentPassword', { type: 'server', message: failure.message }, { shouldFocus: true });
      }
      toast.error(failure.message);
    }
  });

  return (
    <Card className="max-w-xl">
      <CardTitle>
        <Trans>Change Password</Trans>
      </CardTitle>
      <CardDescription>
        <Trans>You stay signed in here; other devices are signed out.</Trans>
      </CardDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        <FormField label={t`Current Password`} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <NewPasswordField
          label={t`New Password`}
          rule="newPassword"
          registration={form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <FormField label={t`Confirm Password`} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Change Password`}
        </Button>
      </form>
    </Card>
  );
}

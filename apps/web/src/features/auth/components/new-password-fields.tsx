import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NewPasswordField } from '../../../components/form/new-password-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';

interface Field {
  registration: UseFormRegisterReturn;
  /** The field's message as the form holds it: a contract text, worded here. */
  error?: string;
}

/** A new password and its confirmation, as both ways of resetting one ask for them (a mailed link, a code by SMS). */
export function NewPasswordFields({ password, confirmation }: { password: Field; confirmation: Field }) {
  const { t } = useLingui();
  const { ctOf } = useContractText();
  return (
    <>
      <NewPasswordField label={t`New Password`} rule="resetPassword" registration={password.registration} error={password.error && ctOf(password.error)} />
      <FormField label={t`Confirm Password`} error={confirmation.error && ctOf(confirmation.error)}>
        <PasswordInput autoComplete="new-password" {...confirmation.registration} />
      </FormField>
    </>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordHints } from '@sahaya/contract/messages';
import { useContractText } from '../../lib/i18n/contract-text.ts';
import { FormField } from '../ui/form-field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';

interface NewPasswordFieldProps {
  label: string;
  /** Which of the contract's password rules the field is checked by; its hint says it in words. */
  rule: keyof typeof passwordHints;
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}

/** A password being chosen: shown or hidden on request, with the rule it must meet said up front. */
export function NewPasswordField({ label, rule, registration, error, className }: NewPasswordFieldProps) {
  const { ct } = useContractText();
  return (
    <FormField label={label} hint={ct(passwordHints[rule])} error={error} className={className}>
      <PasswordInput autoComplete="new-password" {...registration} />
    </FormField>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/**
 * A mobile number, typed as it is dialled: the server reads "98765 43210", "098765 43210" and
 * "+91 98765 43210" alike. Phones show their number pad and offer the person's own number.
 */
export function PhoneField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useLingui();
  return (
    <FormField label={t`Mobile number`} hint={t`10 digits, as you would dial it`} error={error}>
      <Input type="tel" inputMode="tel" autoComplete="tel" {...registration} />
    </FormField>
  );
}

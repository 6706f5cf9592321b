import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/**
 * The code a text message brought. `one-time-code` lets the phone offer it from the message as it
 * arrives, so nobody has to copy six digits from one screen to another.
 */
export function SmsCodeField({
  registration,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  /** What was sent and for how long it works, read with the field when it takes focus. */
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <FormField label={t`Code from the SMS`} hint={hint} error={error}>
      <Input autoComplete="one-time-code" inputMode="numeric" className="text-lg tracking-[0.3em]" {...registration} />
    </FormField>
  );
}

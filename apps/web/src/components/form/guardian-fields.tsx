import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';

/** The guardian's four fields as a form registers them, and their errors. */
export interface GuardianRegistrations {
  name: UseFormRegisterReturn;
  relation: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
}
export type GuardianErrors = Partial<Record<keyof GuardianRegistrations, Pick<FieldError, 'message'> | undefined>>;

/**
 * The checkbox of an adult who has a lawful guardian (DPDP Rules 2025, Rule 11): ticked, the form
 * shows the guardian's section as it does for a person under 18.
 */
export function LawfulGuardianCheckbox({ checked, onChange, forSomeoneElse = false }: { checked: boolean; onChange: (checked: boolean) => void; forSomeoneElse?: boolean }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-6 shrink-0 accent-primary-700" />
      <label htmlFor={id} className="text-base text-ink">
        {forSomeoneElse ? <Trans>They have a lawful guardian who decides for them</Trans> : <Trans>I have a lawful guardian who decides for me</Trans>}
      </label>
    </div>
  );
}

/**
 * "Parent or guardian": who agrees for a person under 18, or for an adult who has a lawful guardian.
 * The code goes by SMS to the mobile number, or by mail when only an e-mail address is given.
 * `forSomeoneElse` words it for an admin or a volunteer registering the person.
 */
export function GuardianFields({
  fields,
  errors,
  forSomeoneElse = false,
}: {
  fields: GuardianRegistrations;
  errors: GuardianErrors | undefined;
  forSomeoneElse?: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className="space-y-4 rounded-lg border border-stone-200 p-4">
      <legend className="sr-only">{t`Parent or guardian`}</legend>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        <Trans>Parent or guardian</Trans>
      </h2>
      <p className="text-muted">
        {forSomeoneElse ? (
          <Trans>
            A person under 18, or one with a lawful guardian, can join only if their parent or guardian agrees. We send the guardian a
            code; the person can sign in once the code is entered.
          </Trans>
        ) : (
          <Trans>
            You can join only if your parent or guardian agrees. We send them a code by SMS (or by e-mail if you give no mobile number). Ask
            them for the code and enter it on the next page.
          </Trans>
        )}
      </p>
      <FormField label={t`Their name`} error={errors?.name?.message}>
        <Input autoComplete="off" {...fields.name} />
      </FormField>
      <FormField label={t`How they are related`} hint={t`For example mother, father or guardian`} error={errors?.relation?.message}>
        <Input autoComplete="off" {...fields.relation} />
      </FormField>
      <FormField label={t`Their mobile number`} error={errors?.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...fields.phone} />
      </FormField>
      <FormField label={t`Their e-mail address (if they have no mobile)`} error={errors?.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...fields.email} />
      </FormField>
    </fieldset>
  );
}

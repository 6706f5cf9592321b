import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GuardianFields, LawfulGuardianCheckbox } from '../../../components/form/guardian-fields.tsx';
import { createPersonBody, type CreatePersonBody, type CreatePersonForm } from '@sahaya/contract/people/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useMinorByAge } from '../../../lib/forms/use-minor-by-age.ts';
import { countriesIn, countryName, DEFAULT_COUNTRY } from '../utils/countries.ts';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { GenderSelect } from '../../../components/form/gender-select.tsx';
import { NewPasswordField } from '../../../components/form/new-password-field.tsx';
import { personFormFields, type PersonFormMode } from '../utils/person-form-mode.ts';

const emptyForm = {
  name: '',
  age: '',
  gender: '' as CreatePersonForm['gender'],
  phone: '',
  email: '',
  password: '',
  fname: '',
  lname: '',
  street: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
  pincode: '',
} satisfies CreatePersonForm;

interface PersonFormProps {
  /** An admin's form (e-mail and password optional) or a volunteer's at the door (no password). */
  mode?: PersonFormMode;
  submitLabel: string;
  /** Sends the checked form; a rejected promise leaves everything typed in place. */
  onSubmit: (body: CreatePersonBody) => Promise<void>;
  /** After success the form stays visible but inert until the page moves on. */
  disabled?: boolean;
  /** Why the server refused, when no field of the form took its message: shown above the button. */
  failure?: string | null;
  /** Puts the cursor in Name when the form appears, for a form opened again by a button the person pressed. */
  focusName?: boolean;
}

/**
 * The Add User / Add Volunteer form (spec 3 §2), and the volunteer's Register someone form. Each
 * field is checked when it loses focus and again on submit, by the same contract rules the server
 * applies, so both show the same messages. The mobile number is required: a person without an
 * e-mail address signs in with it and a code sent to it.
 */
export function PersonForm({ mode = 'admin', submitLabel, onSubmit, disabled = false, failure, focusName = false }: PersonFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<CreatePersonForm, unknown, CreatePersonBody>({
    resolver: zodResolver(createPersonBody),
    mode: 'onTouched',
    defaultValues: emptyForm,
    // The guardian's fields, hidden, are not sent.
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;
  const withPassword = mode === 'admin';
  // Under 18, or with a lawful guardian: the guardian's section opens (DPDP s. 9, Rule 11).
  const [hasLawfulGuardian, setHasLawfulGuardian] = useState(false);
  const minor = useMinorByAge(form.watch('age'));

  const { setFocus } = form;
  useEffect(() => {
    if (focusName) setFocus('name');
  }, [focusName, setFocus]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const guardian = body.guardian && { ...body.guardian, reason: minor ? ('minor' as const) : ('lawfulGuardian' as const) };
      await onSubmit({ ...body, guardian });
    } catch (error) {
      // The server's per-field answers (such as a number already in use) go under their fields.
      applyServerErrors(error, form.setError, personFormFields(mode));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Enter in a field while the form is sending does not send it a second time.
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      className="space-y-8"
    >
      <fieldset disabled={disabled} className="space-y-5">
        <legend className="mb-4 text-xl font-bold text-ink">
          <Trans>Personal details</Trans>
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t`Name`} error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label={t`Age`} error={errors.age?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('age')} />
          </FormField>
          <FormField label={t`Gender`} error={errors.gender?.message}>
            <GenderSelect {...form.register('gender')} />
          </FormField>
          <FormField label={t`Phone`} error={errors.phone?.message}>
            <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phone')} />
          </FormField>
          <FormField
            label={t`Email Address (optional)`}
            hint={
              withPassword
                ? t`Leave e-mail and password empty for a person who has neither: they sign in with a code sent to their phone.`
                : t`Only if they use e-mail. Without one, they sign in with a code sent to their phone.`
            }
            error={errors.email?.message}
          >
            <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          {withPassword ? (
            <NewPasswordField
              label={t`Password (optional)`}
              rule="password"
              registration={form.register('password')}
              error={errors.password?.message}
              className="sm:col-span-2"
            />
          ) : null}
        </div>
        {minor ? null : <LawfulGuardianCheckbox forSomeoneElse checked={hasLawfulGuardian} onChange={setHasLawfulGuardian} />}
        {minor || hasLawfulGuardian ? (
          <GuardianFields
            forSomeoneElse
            fields={{
              name: form.register('guardian.name'),
              relation: form.register('guardian.relation'),
              phone: form.register('guardian.phone'),
              email: form.register('guardian.email'),
            }}
            errors={errors.guardian && { name: errors.guardian.name, relation: errors.guardian.relation, phone: errors.guardian.phone, email: errors.guardian.email }}
          />
        ) : null}
      </fieldset>

      <fieldset disabled={disabled} className="space-y-5">
        <legend className="mb-4 text-xl font-bold text-ink">
          <Trans>Address</Trans>
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <AddressFields
            register={(name) => form.register(name)}
            errors={errors}
            names={{ first: t`First Name`, last: t`Last Name` }}
            countries={countriesIn(i18n.locale)}
            countryName={(country) => countryName(country, i18n.locale)}
            autoComplete="off"
          />
        </div>
      </fieldset>

      <div className="space-y-4">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {/* While it sends, the button keeps the keyboard's focus (pending) rather than dropping it to the page. */}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={disabled} pending={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

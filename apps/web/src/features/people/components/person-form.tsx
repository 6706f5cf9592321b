import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type Path } from 'react-hook-form';
import { createPersonBody, type CreatePersonBody, type CreatePersonForm } from '@sahaya/contract/people/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { countriesIn, countryName, DEFAULT_COUNTRY } from '../utils/countries.ts';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { GenderSelect } from '../../../components/form/gender-select.tsx';
import { NewPasswordField } from '../../../components/form/new-password-field.tsx';

const fields: readonly Path<CreatePersonForm>[] = [
  'name',
  'age',
  'gender',
  'phone',
  'email',
  'password',
  'fname',
  'lname',
  'street',
  'city',
  'state',
  'country',
  'pincode',
];

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
  submitLabel: string;
  /** Sends the checked form; a rejected promise leaves everything typed in place. */
  onSubmit: (body: CreatePersonBody) => Promise<void>;
  /** After success the form stays visible but inert until the page moves on. */
  disabled?: boolean;
}

/**
 * The Add User / Add Volunteer form (spec 3 §2). Each field is checked when it loses focus and
 * again on submit, by the same contract rules the server applies, so both show the same messages.
 */
export function PersonForm({ submitLabel, onSubmit, disabled = false }: PersonFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<CreatePersonForm, unknown, CreatePersonBody>({
    resolver: zodResolver(createPersonBody),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || disabled;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      // The server's per-field answers (such as an e-mail already in use) go under their fields.
      applyServerErrors(error, form.setError, fields);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
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
            <Input type="tel" inputMode="numeric" autoComplete="off" {...form.register('phone')} />
          </FormField>
          <FormField label={t`Email Address`} error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <NewPasswordField
            label={t`Password`}
            rule="password"
            registration={form.register('password')}
            error={errors.password?.message}
            className="sm:col-span-2"
          />
        </div>
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

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy} aria-busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

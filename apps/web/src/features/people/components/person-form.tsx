import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { genders } from '@sahaya/contract/constants';
import { createPersonBody, type CreatePersonBody, type CreatePersonForm } from '@sahaya/contract/people';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { countries, DEFAULT_COUNTRY } from '../utils/countries.ts';

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
        <legend className="mb-4 text-xl font-bold text-ink">Personal details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label="Age" error={errors.age?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('age')} />
          </FormField>
          <FormField label="Gender" error={errors.gender?.message}>
            <Select {...form.register('gender')}>
              <option value="">Select gender</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" inputMode="numeric" autoComplete="off" {...form.register('phone')} />
          </FormField>
          <FormField label="Email Address" error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField
            label="Password"
            hint="At least 8 characters, with a letter, a number and a special character."
            error={errors.password?.message}
            className="sm:col-span-2"
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset disabled={disabled} className="space-y-5">
        <legend className="mb-4 text-xl font-bold text-ink">Address</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First Name" error={errors.fname?.message}>
            <Input autoComplete="off" {...form.register('fname')} />
          </FormField>
          <FormField label="Last Name" error={errors.lname?.message}>
            <Input autoComplete="off" {...form.register('lname')} />
          </FormField>
          <FormField label="Street" error={errors.street?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('street')} />
          </FormField>
          <FormField label="City" error={errors.city?.message}>
            <Input autoComplete="off" {...form.register('city')} />
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            <Input autoComplete="off" {...form.register('state')} />
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            <Select {...form.register('country')}>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Pincode" error={errors.pincode?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('pincode')} />
          </FormField>
        </div>
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy} aria-busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

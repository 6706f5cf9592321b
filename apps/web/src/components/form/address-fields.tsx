import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';

export type AddressField = 'fname' | 'lname' | 'street' | 'city' | 'state' | 'country' | 'pincode';

interface AddressFieldsProps {
  /** `form.register` of the form, for these fields. */
  register: (name: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, { message?: string }>>;
  /** The labels of the recipient's names, for forms whose address names someone. */
  names?: { first: string; last: string };
  /** Countries to choose from; without them the country is typed. */
  countries?: readonly string[];
  /** How a country of the list is named to the reader (in the language shown); the stored name otherwise. */
  countryName?: (country: string) => string;
  /** 'off' where one person types another's address, so the browser offers nothing of its own. */
  autoComplete?: 'own' | 'off';
  /** What the form found out about the PIN code typed (its town, or that it is not known), said beside it as it changes. */
  pincodeStatus?: ReactNode;
}

/**
 * The fields of an address, in the order and with the labels every form uses, in a two-column
 * grid that becomes one column on a phone. The pincode takes digits only (spec 2 §5): anything
 * else is dropped as it is typed.
 */
export function AddressFields({ register, errors, names, countries, countryName, autoComplete = 'own', pincodeStatus }: AddressFieldsProps) {
  const { t } = useLingui();
  const auto = (hint: string) => (autoComplete === 'own' ? hint : 'off');
  const pincode = register('pincode');
  return (
    <>
      {names ? (
        <>
          <FormField label={names.first} error={errors.fname?.message}>
            <Input autoComplete={auto('given-name')} {...register('fname')} />
          </FormField>
          <FormField label={names.last} error={errors.lname?.message}>
            <Input autoComplete={auto('family-name')} {...register('lname')} />
          </FormField>
        </>
      ) : null}
      <FormField label={t`Street`} className="sm:col-span-2" error={errors.street?.message}>
        <Input autoComplete={auto('street-address')} {...register('street')} />
      </FormField>
      <FormField label={t`City`} error={errors.city?.message}>
        <Input autoComplete={auto('address-level2')} {...register('city')} />
      </FormField>
      <FormField label={t`State`} error={errors.state?.message}>
        <Input autoComplete={auto('address-level1')} {...register('state')} />
      </FormField>
      <FormField label={t`Country`} error={errors.country?.message}>
        {countries ? (
          <Select {...register('country')}>
            {countries.map((country) => (
              <option key={country} value={country}>
                {countryName ? countryName(country) : country}
              </option>
            ))}
          </Select>
        ) : (
          <Input autoComplete={auto('country-name')} {...register('country')} />
        )}
      </FormField>
      <FormField label={t`Pincode`} error={errors.pincode?.message} status={pincodeStatus}>
        <Input
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoComplete={auto('postal-code')}
          {...pincode}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            void pincode.onChange(event);
          }}
        />
      </FormField>
    </>
  );
}

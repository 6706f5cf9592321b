import type { ComponentProps } from 'react';
import { genders } from '@sahaya/contract/constants';
import { Select } from '../ui/select.tsx';

/**
 * The contract's genders to choose from, after an empty first choice so that nobody's gender is
 * picked for them. It takes what FormField and `register` give a select.
 */
export function GenderSelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  return (
    <Select {...props}>
      <option value="">Select gender</option>
      {genders.map((gender) => (
        <option key={gender} value={gender}>
          {gender}
        </option>
      ))}
    </Select>
  );
}

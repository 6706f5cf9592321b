import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { genders } from '@sahaya/contract/constants';
import { Select } from '../ui/select.tsx';

/** Each gender's word; the value sent is the contract's. */
const genderLabels: Record<(typeof genders)[number], MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg`Other`,
};

/**
 * The contract's genders to choose from, after an empty first choice so that nobody's gender is
 * picked for them. It takes what FormField and `register` give a select.
 */
export function GenderSelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  const { i18n } = useLingui();
  return (
    <Select {...props}>
      <option value="">
        <Trans>Select gender</Trans>
      </option>
      {genders.map((gender) => (
        <option key={gender} value={gender}>
          {i18n._(genderLabels[gender])}
        </option>
      ))}
    </Select>
  );
}

import { addressesQueryKey } from '../../../lib/person-queries.ts';

/** Query keys of the address book; shared through lib so Edit Profile can refresh it too. */
export const addressKeys = {
  all: addressesQueryKey,
};

import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of the address book; its root is shared through lib so Edit Profile can refresh it too. */
export const addressKeys = {
  all: queryRoots.addresses,
};

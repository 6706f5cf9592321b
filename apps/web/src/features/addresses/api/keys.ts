import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** Query keys of the address book; its root is shared through lib so Edit Profile can refresh it too. */
export const addressKeys = {
  all: queryRoots.addresses,
  /** A PIN code's city and state: India Post's, the same for everybody and never changed by an address saved. */
  pincode: (pin: string) => [...queryRoots.pincodes, pin] as const,
};

import type { AdminDonationsQuery } from '@sahaya/contract/donations/schemas';
import { queryRoots } from '../../../lib/query-roots.ts';

/** Query keys of donations: everything a payment changes shares the `donations` prefix. */
export const donationKeys = {
  all: queryRoots.donations,
  history: () => [...queryRoots.donations, 'history'] as const,
  checkout: (sessionId: string) => [...queryRoots.donations, 'checkout', sessionId] as const,
  adminLists: () => [...queryRoots.donations, 'admin'] as const,
  adminList: (query: AdminDonationsQuery) => [...queryRoots.donations, 'admin', query] as const,
  impact: () => [...queryRoots.donations, 'impact'] as const,
  paymentOptions: () => [...queryRoots.donations, 'payment-options'] as const,
};

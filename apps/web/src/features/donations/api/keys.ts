import type { AdminDonationsQuery } from '@sahaya/contract/donations/schemas';

/** Query keys of donations: everything a payment changes shares the `donations` prefix. */
export const donationKeys = {
  all: ['donations'] as const,
  history: () => ['donations', 'history'] as const,
  checkout: (sessionId: string) => ['donations', 'checkout', sessionId] as const,
  adminLists: () => ['donations', 'admin'] as const,
  adminList: (query: AdminDonationsQuery) => ['donations', 'admin', query] as const,
  impact: () => ['donations', 'impact'] as const,
};

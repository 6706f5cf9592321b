import type { AdminDonationsQuery } from '@sahaya/contract/donations/schemas';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/** A page of a financial year's receipts without a donor PAN. */
export interface WithoutPanParams {
  fy: string;
  page: number;
  /** Where the page starts, when it was reached from its neighbour. */
  cursor?: string;
  limit: number;
}

/** Query keys of donations: everything a payment changes shares the `donations` prefix. */
export const donationKeys = {
  all: queryRoots.donations,
  history: () => [...queryRoots.donations, 'history'] as const,
  checkout: (sessionId: string) => [...queryRoots.donations, 'checkout', sessionId] as const,
  adminLists: () => [...queryRoots.donations, 'admin'] as const,
  adminList: (query: AdminDonationsQuery) => [...queryRoots.donations, 'admin', query] as const,
  impact: () => [...queryRoots.donations, 'impact'] as const,
  paymentOptions: () => [...queryRoots.donations, 'payment-options'] as const,
  withoutPan: (query: WithoutPanParams) => [...queryRoots.donations, 'without-pan', query] as const,
  /** Accounts an offline gift may be linked to: under the `users` root, so a change to people refreshes it. */
  donorSearch: (search: string) => [...queryRoots.users, 'donor-search', search] as const,
};

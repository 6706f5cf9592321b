import type { RouteObject } from 'react-router';
import type { Role } from '@sahaya/contract/constants';

/** The spec's pages whose features are still being built: each feature replaces its rows as it lands. */
const upcoming: Record<Role, { path: string; title: string; purpose: string }[]> = {
  user: [],
  volunteer: [],
  admin: [],
};

/** The routes of a role area's pages still to come, each saying what it will do. */
export function comingSoonRoutes(role: Role): RouteObject[] {
  return upcoming[role].map(({ path, title, purpose }) => ({
    path,
    lazy: async () => {
      const { ComingSoonPage } = await import('../features/coming-soon/pages/coming-soon-page.tsx');
      return { Component: () => <ComingSoonPage role={role} title={title} purpose={purpose} /> };
    },
  }));
}

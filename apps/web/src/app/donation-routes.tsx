import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';

/** The donation pages of the user area (spec 2 §2): the page itself and the demo checkout. */
export function userDonationRoutes(): RouteObject[] {
  return [
    {
      path: paths.user.donations,
      lazy: async () => ({ Component: (await import('../features/donations/pages/donations-page.tsx')).DonationsPage }),
    },
    {
      path: `${paths.user.donations}/checkout/:sessionId`,
      lazy: async () => ({ Component: (await import('../features/donations/pages/demo-checkout-page.tsx')).DemoCheckoutPage }),
    },
  ];
}

/** Donation Management (spec 3 §2). */
export function adminDonationRoutes(): RouteObject[] {
  return [
    {
      path: paths.admin.donations,
      lazy: async () => ({ Component: (await import('../features/donations/pages/admin-donations-page.tsx')).AdminDonationsPage }),
    },
  ];
}

/** The public impact page, in the public pages' frame. */
export const impactRoute: RouteObject = {
  path: paths.impact,
  lazy: async () => {
    const [{ PublicPage }, { ImpactPage }] = await Promise.all([
      import('../features/landing/components/public-page.tsx'),
      import('../features/donations/pages/impact-page.tsx'),
    ]);
    return {
      Component: () => (
        <PublicPage>
          <ImpactPage />
        </PublicPage>
      ),
    };
  },
};

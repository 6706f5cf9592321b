import type { RouteObject } from 'react-router';
import { loadFeatures } from '../lib/i18n/catalogs.ts';
import { paths } from '../lib/paths.ts';

/** The donation pages of the user area (spec 2 §2): the page itself and the demo checkout, each with the donations' words. */
export function userDonationRoutes(): RouteObject[] {
  return [
    {
      path: paths.user.donations,
      lazy: async () => {
        const [{ DonationsPage }] = await Promise.all([import('../features/donations/pages/donations-page.tsx'), loadFeatures('donations')]);
        return { Component: DonationsPage };
      },
    },
    {
      path: `${paths.user.donations}/checkout/:sessionId`,
      lazy: async () => {
        const [{ DemoCheckoutPage }] = await Promise.all([import('../features/donations/pages/demo-checkout-page.tsx'), loadFeatures('donations')]);
        return { Component: DemoCheckoutPage };
      },
    },
  ];
}

/** Donation Management (spec 3 §2). */
export function adminDonationRoutes(): RouteObject[] {
  return [
    {
      path: paths.admin.donations,
      lazy: async () => {
        const [{ AdminDonationsPage }] = await Promise.all([import('../features/donations/pages/admin-donations-page.tsx'), loadFeatures('donations')]);
        return { Component: AdminDonationsPage };
      },
    },
  ];
}

/** The public impact page, in the public pages' frame (whose words are the landing pages'). */
export const impactRoute: RouteObject = {
  path: paths.impact,
  lazy: async () => {
    const [{ PublicPage }, { ImpactPage }] = await Promise.all([
      import('../features/landing/components/public-page.tsx'),
      import('../features/donations/pages/impact-page.tsx'),
      loadFeatures('landing', 'donations'),
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

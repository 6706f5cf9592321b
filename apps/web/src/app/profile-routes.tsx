import { Navigate, type RouteObject } from 'react-router';
import type { ProfileRole } from '../features/profile/utils/profile-role.ts';
import { loadFeatures } from '../lib/i18n/catalogs.ts';
import { paths } from '../lib/paths.ts';

/** The tabbed profile; the user's and the volunteer's info tab also holds the address book. */
function profileInfoRoute(role: ProfileRole): RouteObject {
  if (role === 'admin') {
    return {
      path: paths.area(role).profileInfo,
      lazy: async () => {
        const [{ ProfilePage }] = await Promise.all([import('../features/profile/pages/profile-page.tsx'), loadFeatures('profile')]);
        return { Component: () => <ProfilePage role={role} /> };
      },
    };
  }
  return {
    path: paths.area(role).profileInfo,
    lazy: async () => {
      const [{ ProfilePage }, { AddressBook }] = await Promise.all([
        import('../features/profile/pages/profile-page.tsx'),
        import('../features/addresses/components/address-book.tsx'),
        loadFeatures('profile', 'addresses'),
      ]);
      return { Component: () => <ProfilePage role={role} infoExtra={<AddressBook />} /> };
    },
  };
}

/**
 * The profile pages of a role area (spec 1 §2, spec 2 §2): /{role}/profile → /{role}/profile/info,
 * the tabbed profile, and the standalone change-password and settings pages. The address book
 * lives in its own feature and is put in place here. An admin's area has no address book and no
 * settings page, since an admin account is not deleted from its profile. Each page's words (the
 * profile feature's, and the address book's) load with its code.
 */
export function profileRoutes(role: ProfileRole): RouteObject[] {
  const routes: RouteObject[] = [
    { path: paths.area(role).profile, element: <Navigate to={paths.area(role).profileInfo} replace /> },
    profileInfoRoute(role),
    {
      path: paths.area(role).changePassword,
      lazy: async () => {
        const [{ ChangePasswordPage }] = await Promise.all([
          import('../features/profile/pages/change-password-page.tsx'),
          loadFeatures('profile'),
        ]);
        return { Component: () => <ChangePasswordPage role={role} /> };
      },
    },
  ];
  if (role === 'admin') return routes;
  return [
    ...routes,
    {
      path: paths.area(role).settings,
      lazy: async () => {
        const [{ SettingsPage }] = await Promise.all([import('../features/profile/pages/settings-page.tsx'), loadFeatures('profile')]);
        return { Component: () => <SettingsPage role={role} /> };
      },
    },
    {
      path: paths.area(role).family,
      lazy: async () => {
        const [{ FamilyContactsPage }] = await Promise.all([import('../features/family/pages/family-contacts-page.tsx'), loadFeatures('family')]);
        return { Component: () => <FamilyContactsPage role={role} /> };
      },
    },
    {
      // Profile → Notifications: how the person is told, by e-mail and on their devices.
      path: paths.area(role).notificationSettings,
      lazy: async () => {
        const [{ NotificationSettingsPage }] = await Promise.all([
          import('../features/notifications/pages/notification-settings-page.tsx'),
          loadFeatures('notifications'),
        ]);
        return { Component: () => <NotificationSettingsPage role={role} /> };
      },
    },
  ];
}

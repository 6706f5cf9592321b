import { Navigate, type RouteObject } from 'react-router';

type ProfileRole = 'user' | 'volunteer';

/**
 * The profile pages of a role area (spec 1 §2, spec 2 §2): /{role}/profile → /{role}/profile/info,
 * the tabbed profile, and the standalone change-password and settings pages. The user's info tab
 * also holds the address book, which lives in its own feature and is put in place here.
 */
export function profileRoutes(role: ProfileRole): RouteObject[] {
  return [
    { path: 'profile', element: <Navigate to={`/${role}/profile/info`} replace /> },
    {
      path: 'profile/info',
      lazy: async () => {
        const [{ ProfilePage }, { AddressBook }] = await Promise.all([
          import('../features/profile/pages/profile-page.tsx'),
          import('../features/addresses/components/address-book.tsx'),
        ]);
        return { Component: () => <ProfilePage role={role} infoExtra={<AddressBook />} /> };
      },
    },
    {
      path: 'profile/changePassword',
      lazy: async () => {
        const { ChangePasswordPage } = await import('../features/profile/pages/change-password-page.tsx');
        return { Component: () => <ChangePasswordPage role={role} /> };
      },
    },
    {
      path: 'profile/settings',
      lazy: async () => {
        const { SettingsPage } = await import('../features/profile/pages/settings-page.tsx');
        return { Component: () => <SettingsPage role={role} /> };
      },
    },
  ];
}

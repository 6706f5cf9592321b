import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { PageLoading } from './page-loading.tsx';
import { profileRoutes } from './profile-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Each page is its own chunk, loaded when its route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const roleNotFound = (role: Role) =>
  page(
    () => import('../features/errors/pages/role-not-found-page.tsx'),
    (m) => () => <m.RoleNotFoundPage role={role} />,
  );

/** A role area: guard, shell, its pages, and its own 404 for /{role}/404 and unknown paths. */
function roleArea(role: Role, layout: RouteObject['lazy'], children: RouteObject[]): RouteObject {
  return {
    path: role,
    element: <RequireRole role={role} />,
    children: [
      {
        lazy: layout,
        children: [
          ...children,
          { path: '404', lazy: roleNotFound(role) },
          { path: '*', lazy: roleNotFound(role) },
        ],
      },
    ],
  };
}

/** The list, add and details pages of users or volunteers share their code; `kind` picks the words and calls. */
function peopleRoutes(kind: 'user' | 'volunteer', list: string, add: string, details: string): RouteObject[] {
  return [
    {
      path: list,
      lazy: page(() => import('../features/people/pages/people-list-page.tsx'), (m) => () => <m.PeopleListPage kind={kind} />),
    },
    {
      path: add,
      lazy: page(() => import('../features/people/pages/add-person-page.tsx'), (m) => () => <m.AddPersonPage kind={kind} />),
    },
    {
      path: `${details}/:id`,
      lazy: page(
        () => import('../features/people/pages/person-details-page.tsx'),
        (m) => () => <m.PersonDetailsPage kind={kind} />,
      ),
    },
  ];
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: page(() => import('../features/landing/pages/home-page.tsx'), (m) => m.HomePage) },
      { path: 'about', lazy: page(() => import('../features/landing/pages/about-page.tsx'), (m) => m.AboutPage) },
      { path: 'contact', lazy: page(() => import('../features/landing/pages/contact-page.tsx'), (m) => m.ContactPage) },
      { path: 'privacy', lazy: page(() => import('../features/landing/pages/privacy-page.tsx'), (m) => m.PrivacyPage) },
      {
        element: <GuestOnly roles={['user', 'volunteer', 'admin']} />,
        children: [
          { path: 'user/login', lazy: page(() => import('../features/auth/pages/login-page.tsx'), (m) => m.LoginPage) },
        ],
      },
      {
        element: <GuestOnly roles={['admin']} />,
        children: [
          {
            path: 'admin/login',
            lazy: page(() => import('../features/auth/pages/admin-login-page.tsx'), (m) => m.AdminLoginPage),
          },
        ],
      },
      {
        path: 'user/register',
        lazy: page(() => import('../features/auth/pages/register-page.tsx'), (m) => m.RegisterPage),
      },
      {
        path: 'user/verifyOtp',
        lazy: page(() => import('../features/auth/pages/verify-otp-page.tsx'), (m) => m.VerifyOtpPage),
      },
      {
        path: 'user/resetPassword',
        lazy: page(() => import('../features/auth/pages/reset-password-page.tsx'), (m) => m.ResetPasswordPage),
      },
      roleArea(
        'user',
        page(() => import('./layouts/user-layout.tsx'), (m) => m.UserLayout),
        [
          { index: true, element: <Navigate to="/user/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: page(() => import('../features/dashboard/pages/user-dashboard-page.tsx'), (m) => m.UserDashboardPage),
          },
          ...profileRoutes('user'),
        ],
      ),
      roleArea(
        'volunteer',
        page(() => import('./layouts/volunteer-layout.tsx'), (m) => m.VolunteerLayout),
        [
          { index: true, element: <Navigate to="/volunteer/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: page(
              () => import('../features/dashboard/pages/volunteer-dashboard-page.tsx'),
              (m) => m.VolunteerDashboardPage,
            ),
          },
          ...profileRoutes('volunteer'),
        ],
      ),
      roleArea(
        'admin',
        page(() => import('./layouts/admin-layout.tsx'), (m) => m.AdminLayout),
        [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: page(() => import('../features/admin-dashboard/pages/admin-dashboard-page.tsx'), (m) => m.AdminDashboardPage),
          },
          ...peopleRoutes('user', 'userManagement', 'addUser', 'userDetails'),
          ...peopleRoutes('volunteer', 'volunteerManagement', 'addVolunteer', 'volunteerDetails'),
        ],
      ),
      { path: '*', lazy: page(() => import('../features/errors/pages/not-found-page.tsx'), (m) => m.NotFoundPage) },
    ],
  },
];

export const router = createBrowserRouter(routes);

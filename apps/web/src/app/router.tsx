import { Navigate, type DataRouter, type RouteObject } from 'react-router';
import type { LoginRole, Role } from '@sahaya/contract/constants';
import { GuestOnly } from './guards/guest-only.tsx';
import { page } from './lazy-page.ts';
import { loadFeatures } from '../lib/i18n/catalogs.ts';
import { RequireRole } from './guards/require-role.tsx';
import { PageLoading } from './page-loading.tsx';
import { adminDonationRoutes, impactRoute, userDonationRoutes } from './donation-routes.tsx';
import { meetingRoutes } from './meeting-routes.tsx';
import { profileRoutes } from './profile-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { paths } from '../lib/paths.ts';

// The layout and home page of the areas a sign-in leads to, fetched while the sign-in is on its way.
const loadUserLayout = () => import('./layouts/user-layout.tsx');
const loadUserDashboard = () => import('../features/dashboards/pages/user-dashboard-page.tsx');
const loadVolunteerLayout = () => import('./layouts/volunteer-layout.tsx');
const loadVolunteerDashboard = () => import('../features/dashboards/pages/volunteer-dashboard-page.tsx');
const loadDutyPanel = () => import('../features/dispatch/components/duty-panel.tsx');
const loadAddressesQuery = () => import('../features/addresses/api/get-addresses.ts');

function prefetchArea(role: LoginRole) {
  const loads =
    role === 'volunteer'
      ? [loadVolunteerLayout, loadVolunteerDashboard, loadDutyPanel, loadAddressesQuery]
      : [loadUserLayout, loadUserDashboard];
  // A failure here is met again, and shown, when the page itself is opened.
  for (const load of loads) void load().catch(() => {});
}

const roleNotFound = (role: Role) =>
  page(
    ['frame'],
    () => import('./pages/role-not-found-page.tsx'),
    (m) => () => <m.RoleNotFoundPage role={role} />,
  );

/** A role area: guard, shell, its pages, and its own 404 for /{role}/404 and unknown paths. */
function roleArea(role: Role, layout: RouteObject['lazy'], children: RouteObject[]): RouteObject {
  return {
    path: paths.area(role).root,
    element: <RequireRole role={role} />,
    children: [
      {
        lazy: layout,
        children: [
          ...children,
          { path: paths.area(role).notFound, lazy: roleNotFound(role) },
          { path: '*', lazy: roleNotFound(role) },
        ],
      },
    ],
  };
}

/** The list, add and details pages of users or volunteers share their code; `kind` picks the words and calls. */
function peopleRoutes(kind: 'user' | 'volunteer', list: string, add: string, detailsRoot: string): RouteObject[] {
  return [
    {
      path: list,
      lazy: page(['people'], () => import('../features/people/pages/people-list-page.tsx'), (m) => () => <m.PeopleListPage kind={kind} />),
    },
    {
      path: add,
      lazy: page(['people'], () => import('../features/people/pages/add-person-page.tsx'), (m) => () => <m.AddPersonPage kind={kind} />),
    },
    {
      path: `${detailsRoot}/:id`,
      lazy: page(['people'],
        () => import('../features/people/pages/person-details-page.tsx'),
        (m) => () => <m.PersonDetailsPage kind={kind} />,
      ),
    },
  ];
}

/** Every page of the app; the browser's router (start-app.tsx) and the prerendering (prerender.tsx) both use them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, lazy: page(['landing'], () => import('../features/landing/pages/home-page.tsx'), (m) => m.HomePage) },
      { path: paths.about, lazy: page(['landing'], () => import('../features/landing/pages/about-page.tsx'), (m) => m.AboutPage) },
      { path: paths.contact, lazy: page(['landing'], () => import('../features/landing/pages/contact-page.tsx'), (m) => m.ContactPage) },
      { path: paths.privacy, lazy: page(['landing'], () => import('../features/landing/pages/privacy-page.tsx'), (m) => m.PrivacyPage) },
      impactRoute,
      {
        element: <GuestOnly roles={['user', 'volunteer', 'admin']} />,
        children: [
          {
            path: paths.login,
            lazy: page(['auth'],
              () => import('../features/auth/pages/login-page.tsx'),
              (m) => () => <m.LoginPage onSignInSent={prefetchArea} />,
            ),
          },
        ],
      },
      {
        element: <GuestOnly roles={['admin']} />,
        children: [
          {
            path: paths.adminLogin,
            lazy: page(['auth'], () => import('../features/auth/pages/admin-login-page.tsx'), (m) => m.AdminLoginPage),
          },
        ],
      },
      {
        path: paths.register,
        lazy: page(['auth'], () => import('../features/auth/pages/register-page.tsx'), (m) => m.RegisterPage),
      },
      {
        path: paths.verifyOtp,
        lazy: page(['auth'], () => import('../features/auth/pages/verify-otp-page.tsx'), (m) => m.VerifyOtpPage),
      },
      { path: paths.guardianConfirm, lazy: page(['auth'], () => import('../features/auth/pages/guardian-confirm-page.tsx'), (m) => m.GuardianConfirmPage) },
      {
        path: paths.resetPassword,
        lazy: page(['auth'], () => import('../features/auth/pages/reset-password-page.tsx'), (m) => m.ResetPasswordPage),
      },
      {
        path: paths.familyConfirm,
        lazy: page(['family'], () => import('../features/family/pages/family-link-page.tsx'), (m) => () => <m.FamilyLinkPage mode="confirm" />),
      },
      {
        path: paths.familyStop,
        lazy: page(['family'], () => import('../features/family/pages/family-link-page.tsx'), (m) => () => <m.FamilyLinkPage mode="stop" />),
      },
      roleArea(
        'user',
        page(['frame', 'auth', 'notifications'], loadUserLayout, (m) => m.UserLayout),
        [
          { index: true, element: <Navigate to={paths.user.dashboard} replace /> },
          {
            path: paths.user.dashboard,
            lazy: page(['dashboards'], loadUserDashboard, (m) => m.UserDashboardPage),
          },
          {
            path: paths.user.assets,
            lazy: page(['assets'], () => import('../features/assets/pages/asset-catalogue-page.tsx'), (m) => m.AssetCataloguePage),
          },
          {
            path: `${paths.user.assets}/:id`,
            lazy: page(['assets'], () => import('../features/assets/pages/asset-details-page.tsx'), (m) => m.AssetDetailsPage),
          },
          {
            // My Requests holds the assets feature's list in its assets tab and the assistance feature's in the other.
            path: paths.user.requests,
            lazy: page(['assets', 'assistance-requests'], () => import('./pages/my-requests-page.tsx'), (m) => m.MyRequestsPage),
          },
          {
            // The assistance form asks where with the address book's choice, which can add an address in place.
            path: paths.user.newAssistanceRequest,
            lazy: async () => {
              const [{ RequestAssistancePage }, { AddressChoice }, { useAddresses }] = await Promise.all([
                import('../features/assistance-requests/pages/request-assistance-page.tsx'),
                import('../features/addresses/components/address-choice.tsx'),
                import('../features/addresses/api/get-addresses.ts'),
                loadFeatures('assistance-requests', 'addresses'),
              ]);
              // The form chooses the primary address at first and says when a chosen one has no location.
              function RequestAssistanceRoute() {
                const book = useAddresses();
                return <RequestAssistancePage addressChoice={(props) => <AddressChoice {...props} />} addresses={book.data?.addresses} />;
              }
              return { Component: RequestAssistanceRoute };
            },
          },
          {
            // The details hold the chat feature's panel in their Chat tab and, while the request
            // waits, the dispatch feature's count of the volunteers told of it.
            path: `${paths.user.root}/assistanceRequests/:id`,
            lazy: async () => {
              const [{ UserAssistanceRequestPage }, { RequestChat }, { DispatchNotice }] = await Promise.all([
                import('../features/assistance-requests/pages/user-assistance-request-page.tsx'),
                import('../features/chats/components/request-chat.tsx'),
                import('../features/dispatch/components/dispatch-notice.tsx'),
                loadFeatures('assistance-requests', 'chats', 'dispatch'),
              ]);
              return {
                Component: () => (
                  <UserAssistanceRequestPage
                    chat={(request) => <RequestChat request={request} />}
                    dispatch={(request) => <DispatchNotice requestId={request._id} />}
                  />
                ),
              };
            },
          },
          { path: paths.user.grievances, lazy: page(['grievances'], () => import('../features/grievances/pages/grievances-page.tsx'), (m) => m.GrievancesPage) },
          ...profileRoutes('user'),
          ...meetingRoutes('user'),
          ...userDonationRoutes(),
        ],
      ),
      roleArea(
        'volunteer',
        page(['frame', 'auth', 'notifications'], loadVolunteerLayout, (m) => m.VolunteerLayout),
        [
          { index: true, element: <Navigate to={paths.volunteer.dashboard} replace /> },
          {
            // The dashboard holds the dispatch feature's duty panel, which starts from one of the
            // volunteer's saved addresses, read by the address book's query.
            path: paths.volunteer.dashboard,
            lazy: async () => {
              const [{ VolunteerDashboardPage }, { DutyPanel }, { useAddresses }] = await Promise.all([
                loadVolunteerDashboard(),
                loadDutyPanel(),
                loadAddressesQuery(),
                loadFeatures('dashboards', 'dispatch'),
              ]);
              function VolunteerDashboardRoute() {
                return <VolunteerDashboardPage duty={<DutyPanel addresses={useAddresses().data?.addresses} />} />;
              }
              return { Component: VolunteerDashboardRoute };
            },
          },
          {
            // Nearby is searched from one of the volunteer's saved addresses, read by the address book's query.
            path: paths.volunteer.assistanceRequests,
            lazy: async () => {
              const [{ NearbyRequestsPage }, { useAddresses }] = await Promise.all([
                import('../features/assistance-requests/pages/nearby-requests-page.tsx'),
                import('../features/addresses/api/get-addresses.ts'),
                loadFeatures('assistance-requests'),
              ]);
              function NearbyRequestsRoute() {
                return <NearbyRequestsPage addresses={useAddresses().data?.addresses} />;
              }
              return { Component: NearbyRequestsRoute };
            },
          },
          {
            path: paths.volunteer.requests,
            lazy: page(['assistance-requests'],
              () => import('../features/assistance-requests/pages/processing-requests-page.tsx'),
              (m) => m.ProcessingRequestsPage,
            ),
          },
          {
            path: `${paths.volunteer.assistanceRequests}/:id`,
            lazy: async () => {
              const [{ VolunteerAssistanceRequestPage }, { RequestChat }] = await Promise.all([
                import('../features/assistance-requests/pages/volunteer-assistance-request-page.tsx'),
                import('../features/chats/components/request-chat.tsx'),
                loadFeatures('assistance-requests', 'chats'),
              ]);
              return { Component: () => <VolunteerAssistanceRequestPage chat={(request) => <RequestChat request={request} />} /> };
            },
          },
          {
            // Registering a person at the door uses the people feature's form, in its volunteer's mode.
            path: paths.volunteer.registerPerson,
            lazy: page(['people'], () => import('../features/people/pages/register-person-page.tsx'), (m) => m.RegisterPersonPage),
          },
          { path: paths.volunteer.grievances, lazy: page(['grievances'], () => import('../features/grievances/pages/grievances-page.tsx'), (m) => m.GrievancesPage) },
          ...profileRoutes('volunteer'),
          ...meetingRoutes('volunteer'),
        ],
      ),
      roleArea(
        'admin',
        page(['frame', 'auth'], () => import('./layouts/admin-layout.tsx'), (m) => m.AdminLayout),
        [
          { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
          {
            path: paths.admin.dashboard,
            lazy: page(['dashboards'], () => import('../features/dashboards/pages/admin-dashboard-page.tsx'), (m) => m.AdminDashboardPage),
          },
          ...peopleRoutes('user', paths.admin.userManagement, paths.admin.addUser, paths.admin.userDetailsRoot),
          ...peopleRoutes('volunteer', paths.admin.volunteerManagement, paths.admin.addVolunteer, paths.admin.volunteerDetailsRoot),
          {
            path: paths.admin.assetManagement,
            lazy: page(['assets'], () => import('../features/assets/pages/asset-management-page.tsx'), (m) => m.AssetManagementPage),
          },
          {
            path: paths.admin.addAsset,
            lazy: page(['assets'], () => import('../features/assets/pages/add-asset-page.tsx'), (m) => m.AddAssetPage),
          },
          {
            path: `${paths.admin.assets}/:id`,
            lazy: page(['assets'], () => import('../features/assets/pages/admin-asset-details-page.tsx'), (m) => m.AdminAssetDetailsPage),
          },
          {
            path: paths.admin.assetCategories,
            lazy: page(['assets'], () => import('../features/assets/pages/asset-categories-page.tsx'), (m) => m.AssetCategoriesPage),
          },
          {
            path: paths.admin.scan,
            lazy: page(['assets'], () => import('../features/assets/pages/scan-page.tsx'), (m) => m.ScanPage),
          },
          {
            // The details hold the dispatch feature's list of the volunteers told of the request.
            path: `${paths.admin.assistanceRequests}/:id`,
            lazy: async () => {
              const [{ AdminAssistanceRequestPage }, { WhoWasTold }] = await Promise.all([
                import('../features/assistance-requests/pages/admin-assistance-request-page.tsx'),
                import('../features/dispatch/components/who-was-told.tsx'),
                loadFeatures('assistance-requests', 'dispatch'),
              ]);
              return { Component: () => <AdminAssistanceRequestPage dispatch={(request) => <WhoWasTold request={request} />} /> };
            },
          },
          {
            path: paths.admin.requestManagement,
            // Request Management holds the assets feature's requests in one tab and the assistance feature's in the other.
            lazy: page(['assets', 'assistance-requests', 'people'], () => import('./pages/request-management-page.tsx'), (m) => m.RequestManagementPage),
          },
          { path: paths.admin.grievances, lazy: page(['grievances'], () => import('../features/grievances/pages/grievance-desk-page.tsx'), (m) => m.GrievanceDeskPage) },
          { path: paths.admin.breachNotices, lazy: page(['breach-notices'], () => import('../features/breach-notices/pages/breach-notices-page.tsx'), (m) => m.BreachNoticesPage) },
          ...profileRoutes('admin'),
          ...meetingRoutes('admin'),
          ...adminDonationRoutes(),
        ],
      ),
      { path: '*', lazy: page(['frame'], () => import('./pages/not-found-page.tsx'), (m) => m.NotFoundPage) },
    ],
  },
];

/** Resolves once the router has loaded the code of the page it starts on, so that page can be drawn at once. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Every page's path, in one place: the router registers these, and every link, redirect and
 * sidebar item points at them, so a page moved here moves everywhere. The paths are the spec's.
 */
import type { Role } from '@sahaya/contract/constants';

const id = (value: string) => encodeURIComponent(value);

/** The pages every role area has under /{role}. */
function area(role: Role) {
  const root = `/${role}`;
  return {
    root,
    dashboard: `${root}/dashboard`,
    notFound: `${root}/404`,
    profile: `${root}/profile`,
    profileInfo: `${root}/profile/info`,
    changePassword: `${root}/profile/changePassword`,
    settings: `${root}/profile/settings`,
    /** The person's family contacts (users and volunteers). */
    family: `${root}/profile/family`,
    /** How the person is told of what happens: by e-mail and on this device, topic by topic (issue #26). */
    notificationSettings: `${root}/profile/notifications`,
    meetings: `${root}/meetings`,
    /** A person's grievances about their data (users, volunteers); for admins, the grievance desk. */
    grievances: `${root}/grievances`,
    assistanceRequest: (requestId: string) => `${root}/assistanceRequests/${id(requestId)}`,
  };
}

export const paths = {
  home: '/home',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  /** The public figures of donations. */
  impact: '/impact',
  login: '/user/login',
  /** The login page on its mobile-number tab. */
  loginByPhone: '/user/login?with=phone',
  volunteerLogin: '/user/login?role=volunteer',
  adminLogin: '/admin/login',
  register: '/user/register',
  /** Sign-up by mobile number alone. */
  registerByPhone: '/user/register?with=phone',
  verifyOtp: '/user/verifyOtp',
  /** Where a person whose parent or guardian was sent a code enters it (`?email=` or `?phone=`). */
  guardianConfirm: '/user/guardian',
  resetPassword: '/user/resetPassword',
  /** The pages a family contact opens from a mail, without an account. */
  familyConfirm: '/family/confirm',
  familyStop: '/family/stop',
  /** The page that asks for the code mailed to `email`. */
  verifyOtpFor: (email: string) => `/user/verifyOtp?email=${id(email)}`,
  /** The page that asks for the code sent by SMS to `phone` at sign-up. */
  verifyOtpForPhone: (phone: string) => `/user/verifyOtp?phone=${id(phone)}`,
  /** The verify page that goes on to the guardian's code instead of the login page. */
  withGuardianNext: (verifyPath: string) => `${verifyPath}&${new URLSearchParams({ next: 'guardian' })}`,
  /** The page that asks for the code sent to the parent or guardian of the account of `email` or `phone`. */
  guardianConfirmFor: (account: { email?: string; phone?: string }) =>
    account.email ? `/user/guardian?email=${id(account.email)}` : `/user/guardian?phone=${id(account.phone ?? '')}`,
  /** The page that sets a new password with the code sent by SMS to `phone`. */
  resetPasswordForPhone: (phone: string) => `/user/resetPassword?phone=${id(phone)}`,
  area,
  user: {
    ...area('user'),
    requests: '/user/requests',
    /** My Requests opened on one of its tabs. */
    requestsTab: (tab: 'assets' | 'assistance') => `/user/requests?tab=${tab}`,
    assets: '/user/assets',
    asset: (assetId: string) => `/user/assets/${id(assetId)}`,
    /** The request-assistance form. */
    newAssistanceRequest: '/user/assistanceRequest',
    donations: '/user/donations',
  },
  volunteer: {
    ...area('volunteer'),
    requests: '/volunteer/requests',
    assistanceRequests: '/volunteer/assistanceRequests',
    /** Registering a person at the door, who signs in with their mobile number. */
    registerPerson: '/volunteer/registerPerson',
  },
  admin: {
    ...area('admin'),
    userManagement: '/admin/userManagement',
    addUser: '/admin/addUser',
    userDetailsRoot: '/admin/userDetails',
    userDetails: (userId: string) => `/admin/userDetails/${id(userId)}`,
    volunteerManagement: '/admin/volunteerManagement',
    addVolunteer: '/admin/addVolunteer',
    volunteerDetailsRoot: '/admin/volunteerDetails',
    volunteerDetails: (volunteerId: string) => `/admin/volunteerDetails/${id(volunteerId)}`,
    assetManagement: '/admin/assetManagement',
    addAsset: '/admin/addAsset',
    /** The categories of equipment (issue #41). */
    assetCategories: '/admin/assetCategories',
    assets: '/admin/assets',
    /** An asset's page; `page` is the list page it was opened from, so Back returns there. */
    assetDetails: (assetId: string, page?: number) =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
      `/admin/assets/${id(assetId)}${page ? `?page=${page}` : ''}`,
    /** The asset list at a page (the first page has no query). */
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
    assetManagementAt: (page: number) => `/admin/assetManagement${page > 1 ? `?page=${page}` : ''}`,
    requestManagement: '/admin/requestManagement',
    /** Request Management on one of its tabs. */
    requestManagementTab: (tab: 'assets' | 'assistance') => `/admin/requestManagement?tab=${tab}`,
    assistanceRequests: '/admin/assistanceRequests',
    donations: '/admin/donations',
    /** Check equipment out and in by its QR code (issue #27). */
    scan: '/admin/scan',
    /** Tell people of a personal data breach, and the notices sent (DPDP Rules 2025, Rule 7). */
    breachNotices: '/admin/breachNotices',
  },
} as const;

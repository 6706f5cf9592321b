/** Business constants shared by server and web (spec 1 §9, spec 2 §9, spec 3 §9). */

export const roles = ['user', 'volunteer', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Roles a person may pick on the shared login page; admins use their own login. */
export const loginRoles = ['user', 'volunteer'] as const;
export type LoginRole = (typeof loginRoles)[number];

export const genders = ['Male', 'Female', 'Other'] as const;
export const volunteerTypes = ['medical', 'eldercare', 'maintenance', 'transportation', 'general'] as const;
export const assistanceTypes = ['volunteer', 'ambulance'] as const;
export const assistancePriorities = ['urgent', 'normal'] as const;
export const assetRequestPriorities = ['high', 'medium', 'low'] as const;
/** `cancelled`: the requester withdrew it (while pending, or an approved loan before hand-over, or accepted help). */
export const requestStatuses = ['pending', 'approved', 'rejected', 'completed', 'cancelled'] as const;
/**
 * The statuses of an open help request: waiting for a volunteer or held by one, not rejected,
 * completed or cancelled. A volunteer holds the open requests assigned to them; a person has a few
 * open at most, and may cancel one.
 */
export const openRequestStatuses = ['pending', 'approved'] as const satisfies readonly (typeof requestStatuses)[number][];
/**
 * The three categories Sahaya started with, and their short-code letters: migration 0038 made them
 * rows of asset_categories, where admins add others (asset-categories/). Kept for the demo and
 * bench data, which stock these three; everything else reads the categories from the table.
 */
export const assetCategories = ['wheelchair', 'airbed', 'walkingStick'] as const;
export const assetCodePrefixes = { wheelchair: 'WC', airbed: 'AB', walkingStick: 'WS' } as const satisfies Record<(typeof assetCategories)[number], string>;
export const campaigns = ['general', 'education', 'health', 'food', 'shelter'] as const;
/** `expired`: a checkout not paid within a day; a payment that still comes for it completes it. */
export const donationStatuses = ['pending', 'completed', 'failed', 'expired'] as const;
export const meetingStatuses = ['scheduled', 'active', 'completed', 'cancelled'] as const;
export const notificationTypes = ['message', 'system'] as const;
/** What a system notice is about, so it opens the right page: an asset request, an assistance request, a meeting, the account, a donation. */
export const notificationTopics = ['assetRequest', 'assistanceRequest', 'meeting', 'account', 'donation'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];
export const chatParties = ['users', 'volunteers'] as const;
/** Where an address's location came from: the person's device, or its PIN code (approximate). */
export const locationSources = ['device', 'pin'] as const;
export type LocationSource = (typeof locationSources)[number];

export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const REDIRECT_DELAY_MS = 3000;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_CHAT_FILES = 5;
/** All the files a person (not an admin) may have stored at once, in use or not. */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
export const NOTIFICATION_BADGE_CAP = 9;
export const VOLUNTEER_TASK_LIMIT = 5;
export const MAX_ASSET_REQUEST_QUANTITY = 3;
export const MAX_ASSET_STOCKS = 50;
/**
 * A loan lasts from its start day to its return day: at most its asset's longest loan after the
 * start (`maxLoanDays`, from 1 to LONGEST_LOAN_DAYS; MAX_LOAN_DAYS when an asset names none), and
 * DEFAULT_LOAN_DAYS (or the longest, when shorter) when no return day is chosen.
 */
export const MAX_LOAN_DAYS = 30;
export const LONGEST_LOAN_DAYS = 180;
export const DEFAULT_LOAN_DAYS = 14;
/** How often a borrower may renew a loan when the asset names no other count, and the most an asset may allow. */
export const DEFAULT_MAX_RENEWALS = 2;
export const MAX_RENEWALS = 10;
/** An asset's return checklist: at most this many items of at most this many characters. */
export const CHECKLIST_ITEMS_MAX = 12;
export const CHECKLIST_ITEM_MAX = 80;
/** The largest deposit an asset may ask, in rupees. */
export const MAX_DEPOSIT_RUPEES = 100_000;
/** How a deposit is paid at hand-over. */
export const depositMethods = ['cash', 'upi'] as const;
/** The longest period the deposits CSV covers, in days: a year, leap day included. */
export const MAX_DEPOSITS_CSV_DAYS = 366;
/** How a returned loan came back: back on the shelf, or held out of stock until an admin marks it ready. */
export const returnConditions = ['good', 'needs-repair'] as const;
/** The reminders of a loan's return day, each sent once: the days from the return day at which each goes (India's time). */
export const loanReminders = { 'due-soon': -2, 'due-today': 0, 'late-3': 3, 'late-7': 7 } as const;
export type LoanReminder = keyof typeof loanReminders;
/** How long the first in an asset's waiting list has to ask for a unit that came back before the next is told. */
export const WAITLIST_HOLD_HOURS = 48;
/** The longest span of days one availability call answers. */
export const MAX_AVAILABILITY_DAYS = 92;
/** The most labels one sheet call prints: four A4 pages of 24, enough for a shelf, small enough to make at once. */
export const MAX_ASSET_LABELS = 96;
/** What an asset's history records. */
export const assetEventKinds = ['added', 'edited', 'approved', 'handed-over', 'returned', 'repaired', 'cancelled', 'taken-back', 'renewed', 'service-due', 'serviced'] as const;
/** The asset fields whose changes an edit records. */
export const assetEditedFields = [
  'name',
  'category',
  'description',
  'pickupNote',
  'stocks',
  'image',
  'maxLoanDays',
  'maxRenewals',
  'checklist',
  'depositRupees',
  'serviceEveryLoans',
  'serviceEveryDays',
] as const;
/** The catalogue's badge: above this many in stock is plenty; 1 to this many is limited (spec 2 §9). */
export const LIMITED_STOCK_MAX = 5;
/** The catalogue's sorts and availability filters (spec 2 §2). */
export const assetSorts = ['newest', 'oldest', 'name-asc', 'name-desc', 'most-available', 'least-available'] as const;
export const assetFilters = ['all', 'available', 'limited', 'out-of-stock'] as const;
/** The admin's request list sorts (spec 3 §9). */
export const requestSorts = ['newest', 'oldest', 'priority'] as const;
export const MIN_DONATION = 50;
export const DESCRIPTION_MAX = 500;
/** An asset's pickup note: where and when its units are collected and brought back. */
export const PICKUP_NOTE_MAX = 200;
/** An asset's name in another language than English (any script, with digits): 2 to this many characters. */
export const TRANSLATED_NAME_MAX = 60;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_DAYS = 7;
export const SEARCH_DEBOUNCE_MS = 500;
/** Days a completed request's chat is kept unless CHAT_RETENTION_DAYS says otherwise; the privacy page says it until the setting is read. */
export const DEFAULT_CHAT_RETENTION_DAYS = 365;
export const MEETING_SEARCH_DEBOUNCE_MS = 300;

export const pageSizes = {
  users: 5,
  volunteers: 5,
  assets: 8,
  assetRequests: 4,
  assistanceRequests: 4,
  nearbyRequests: 6,
  processingRequests: 4,
  donations: 10,
  meetings: 5,
  assetHistory: 10,
} as const;
/** The largest page any list endpoint serves, whatever limit is asked for (limit 0 means "all" up to this). */
export const MAX_PAGE_SIZE = 100;

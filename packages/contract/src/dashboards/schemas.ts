/**
 * The admin dashboard in one call (spec 3 §2 Dashboard): the four cards, the four short lists and,
 * beyond the spec, donations and requests per day over the last 30 days.
 */
import { z } from 'zod';
import {
  assetRequestPriorities,
  assistancePriorities,
  assistanceTypes,
  campaigns,
  meetingStatuses,
  volunteerTypes,
} from '../constants.ts';

/** How many entries each dashboard list shows (spec 3 §9) and how many days the chart spans. */
export const dashboardSizes = {
  upcomingMeetings: 5,
  recentDonations: 5,
  pendingAssistanceRequests: 4,
  pendingAssetRequests: 4,
  chartDays: 30,
} as const;

export const dashboardCards = z.object({
  activeUsers: z.number().int(),
  activeVolunteers: z.number().int(),
  /** Rupees received through completed donations. */
  donationsReceived: z.number(),
  /** Rupees of gifts made on the demo checkout, where no money is paid: said apart, never in the total. */
  demoDonations: z.number(),
  /** Asset and assistance requests waiting for a decision. */
  pendingRequests: z.number().int(),
  /** Approved loans past their return day, not yet back (the pending card says it under its figure). */
  overdueLoans: z.number().int(),
  /** Requests for help still waiting after nobody answered their waves (the admins were told). */
  unansweredRequests: z.number().int(),
  /** Grievances not yet resolved or rejected (DPDP Rules 2025, Rule 9). */
  openGrievances: z.number().int(),
  /** Of those, the ones past their due moment (90 days after they were raised). */
  overdueGrievances: z.number().int(),
});
export type DashboardCards = z.infer<typeof dashboardCards>;

export const dashboardMeeting = z.object({
  _id: z.string(),
  title: z.string(),
  scheduledTime: z.string(),
  status: z.enum(meetingStatuses),
  participantCount: z.number().int(),
});
export type DashboardMeeting = z.infer<typeof dashboardMeeting>;

export const dashboardDonation = z.object({
  _id: z.string(),
  amount: z.number(),
  campaign: z.enum(campaigns),
  /** The donor's name; null when the donor chose to stay unnamed or has no account any more (the page says "Anonymous" in its reader's language). */
  donorName: z.string().nullable(),
  isAnonymous: z.boolean(),
  stripePaymentId: z.string().nullable(),
  date: z.string(),
  /** Made on the demo checkout: no money was paid. */
  isDemo: z.boolean(),
});
export type DashboardDonation = z.infer<typeof dashboardDonation>;

const requester = z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() });

export const dashboardAssistanceRequest = z.object({
  _id: z.string(),
  type: z.enum(assistanceTypes),
  volunteerType: z.enum(volunteerTypes).nullable(),
  priority: z.enum(assistancePriorities),
  description: z.string(),
  requestedDate: z.string(),
  requestedTime: z.string(),
  createdAt: z.string(),
  user: requester,
});
export type DashboardAssistanceRequest = z.infer<typeof dashboardAssistanceRequest>;

export const dashboardAssetRequest = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  priority: z.enum(assetRequestPriorities),
  requestedDate: z.string(),
  createdAt: z.string(),
  asset: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable(), category: z.string(), categoryName: z.string() }),
  user: requester,
});
export type DashboardAssetRequest = z.infer<typeof dashboardAssetRequest>;

/** One day of the chart, a calendar day in India (IST): rupees received and requests (asset and assistance) made. */
export const dashboardDay = z.object({
  date: z.string(),
  donations: z.number(),
  requests: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** How long something took, over the requests of the last 30 days that got so far: the median and the 90th percentile. */
export const responseTime = z.object({
  count: z.number().int(),
  p50Minutes: z.number(),
  p90Minutes: z.number(),
});
export type ResponseTime = z.infer<typeof responseTime>;

/**
 * How fast help came over the last 30 days: from asking to a volunteer's accepting (or an admin's
 * assigning), and from asking to done. Null while no request got so far.
 */
export const responseTimes = z.object({ toAccept: responseTime.nullable(), toComplete: responseTime.nullable() });
export type ResponseTimes = z.infer<typeof responseTimes>;

export const adminDashboardReply = z.object({
  cards: dashboardCards,
  upcomingMeetings: z.array(dashboardMeeting),
  recentDonations: z.array(dashboardDonation),
  pendingAssistanceRequests: z.array(dashboardAssistanceRequest),
  pendingAssetRequests: z.array(dashboardAssetRequest),
  charts: z.object({ days: z.array(dashboardDay) }),
  responseTimes,
});
export type AdminDashboardReply = z.infer<typeof adminDashboardReply>;

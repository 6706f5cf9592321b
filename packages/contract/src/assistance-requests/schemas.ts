/**
 * Assistance requests (spec 2 §2-§5, spec 3 §4-§5): the form, the lists of the person, the
 * volunteer and the admin, a request's details with its history, and the decisions on it.
 */
import { z } from 'zod';
import { cursorQuery, pageCursors, pageQuery, said } from '../common.ts';
import {
  assistancePriorities,
  assistanceTypes,
  DESCRIPTION_MAX,
  MAX_PAGE_SIZE,
  pageSizes,
  requestSorts,
  requestStatuses,
  volunteerTypes,
} from '../constants.ts';
import { todayUtc } from '../assets/schemas.ts';
import { indiaDayOf, indiaTimeOf } from '../calendar-days.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { assistanceMessages } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('assistanceMessages', assistanceMessages);

const party = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  // Null for a person who joined, or was registered, with a mobile number alone.
  email: z.string().nullable(),
  profilePicture: z.string().nullable(),
});

const fullAddress = z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() });

/**
 * Where a request is, as far as a volunteer who does not hold it may know: the town, never the
 * street or the PIN code.
 */
export const requestArea = z.object({ city: z.string(), state: z.string() });

/**
 * The requester as a volunteer sees them once the request is no longer theirs (completed,
 * closed or given to another): the first name only. The picture is null, so a page that draws a
 * person draws initials.
 */
export const formerRequester = z.object({ _id: z.string(), name: z.string(), profilePicture: z.null() });

export const assistanceRequest = z.object({
  _id: z.string(),
  type: z.enum(assistanceTypes),
  volunteerType: z.enum(volunteerTypes).nullable(),
  priority: z.enum(assistancePriorities),
  status: z.enum(requestStatuses),
  requestedDate: z.string(),
  requestedTime: z.string(),
  description: z.string(),
  address: fullAddress,
  user: party,
  volunteer: party.nullable(),
  createdAt: z.string(),
  /**
   * Waiting for a volunteer at a place with no known location: no volunteer finds it nearby, so an
   * admin has to assign one.
   */
  needsAssignment: z.boolean(),
  /**
   * Still waiting for a volunteer after its waves: nobody accepted in time, or nobody on duty in
   * reach was left to tell, and the admins were told.
   */
  unanswered: z.boolean(),
});
export type AssistanceRequest = z.infer<typeof assistanceRequest>;

/**
 * A request as the volunteer pages read it (their processing and completed lists, the details):
 * the requester's name, phone, e-mail and street while the request is theirs, and only the first
 * name and the town once it is not (`formerRequester`, `requestArea`). Its requester and admins
 * always read the full shape.
 */
export const volunteerAssistanceRequest = assistanceRequest.extend({
  user: z.union([party, formerRequester]),
  address: z.union([fullAddress, requestArea]),
});
export type VolunteerAssistanceRequest = z.infer<typeof volunteerAssistanceRequest>;

/** The codes of history entries: what happened, written in words by `assistanceMessages.history`. */
export const historyCodes = Object.keys(m.history) as [HistoryCode, ...HistoryCode[]];
export type HistoryCode = keyof typeof m.history;

/**
 * One entry of a request's history: `details` in the reader's language, made from its `code` and
 * `params` (the names in it), which a client may word itself.
 */
export const historyEntry = z.object({
  action: z.string(),
  details: z.string(),
  code: z.enum(historyCodes),
  params: z.array(z.string()),
  date: z.string(),
});

export const requestDetailsReply = z.object({ requestDetails: volunteerAssistanceRequest.extend({ history: z.array(historyEntry) }) });
export type RequestDetails = z.infer<typeof requestDetailsReply>['requestDetails'];

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The most requests for help one person has open at a time (waiting for a volunteer or accepted by
 * one). Each request sends waves of notices, pushes and mails to the volunteers nearby, so one
 * person cannot flood them by asking again and again; past it a request is refused
 * (TOO_MANY_OPEN_ASSISTANCE_REQUESTS) until one is cancelled or completed. An ambulance is never
 * refused for it.
 */
export const OPEN_ASSISTANCE_REQUESTS_MAX = 5;

/**
 * The requests for help, of every kind, one person may send in an hour: far above what anyone in
 * need sends, so it only stops a script making and cancelling requests to send dispatch's notices
 * over and over (429 RATE_LIMITED).
 */
export const ASSISTANCE_REQUESTS_PER_HOUR = 10;

/** A field left empty in a form is one not given. */
const given = (value: unknown) => (value === '' ? undefined : value);

/**
 * The request-assistance form (spec 2 §5). Someone asking for an ambulance is in an emergency: only
 * the place is needed (and a note, if they have one); the request is then urgent, for now, in
 * India's time. A volunteer request needs every field. The fields of the kind chosen are checked
 * together with the others (`when`), so a form shows every message at once.
 */
export const createAssistanceRequestBody = z
  .object({
    type: z.enum(assistanceTypes, { error: (issue) => (issue.input === undefined || issue.input === '' ? m.typeRequired : m.typeInvalid) }),
    volunteerType: z.enum(volunteerTypes, { error: m.volunteerTypeRequired }).optional(),
    priority: z.preprocess(given, z.enum(assistancePriorities, { error: m.priorityRequired }).optional()),
    requestedDate: z.preprocess(given, z.iso.date({ error: m.dateRequired }).refine((day) => day >= todayUtc(), m.datePast).optional()),
    requestedTime: z.preprocess(given, z.string({ error: m.timeRequired }).trim().regex(HH_MM, m.timeInvalid).optional()),
    description: z.string({ error: m.descriptionRequired }).trim().max(DESCRIPTION_MAX, m.descriptionTooLong).optional(),
    addressId: z.uuid({ error: m.addressRequired }),
  })
  .superRefine(
    (body, ctx) => {
      if (body.type === 'ambulance') return;
      const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (body.type === 'volunteer' && !body.volunteerType) missing('volunteerType', m.volunteerTypeRequired);
      if (body.priority === undefined) missing('priority', m.priorityRequired);
      if (body.requestedDate === undefined) missing('requestedDate', m.dateRequired);
      if (body.requestedTime === undefined) missing('requestedTime', m.timeRequired);
      if (!body.description) missing('description', m.descriptionRequired);
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((body) => {
    const now = new Date();
    return {
      ...body,
      // The volunteer type belongs to volunteer requests only (spec 2 §5: "only sent when type is volunteer").
      volunteerType: body.type === 'volunteer' ? (body.volunteerType ?? null) : null,
      priority: body.priority ?? 'urgent',
      requestedDate: body.requestedDate ?? indiaDayOf(now),
      requestedTime: body.requestedTime ?? indiaTimeOf(now),
      description: body.description ?? '',
    };
  });
export type CreateAssistanceRequestBody = z.infer<typeof createAssistanceRequestBody>;

export const createAssistanceRequestReply = z.object({ ...said, assistanceRequest });

const statusFilter = z.enum(requestStatuses).optional().catch(undefined);
/** A request's kind: `ambulance`, or the kind of volunteer asked for. */
const kindFilter = z.enum([...assistanceTypes, ...volunteerTypes]).optional().catch(undefined);

export const myAssistanceRequestsQuery = pageQuery(pageSizes.assistanceRequests).extend({ ...cursorQuery, status: statusFilter });
export type MyAssistanceRequestsQuery = z.infer<typeof myAssistanceRequestsQuery>;

export const assistanceListReply = z.object({
  assistanceRequests: z.array(assistanceRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
  ...pageCursors,
});

/** The farthest a Nearby search reaches, in km: a larger radius is searched as this one. */
export const NEARBY_RADIUS_MAX_KM = 50;

/** A point in degrees, given together or not at all. */
const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).optional().catch(undefined);

export const nearbyQuery = pageQuery(pageSizes.nearbyRequests).extend({
  /** Never more than the spec's page of 6, whatever is asked (0, "all", included). */
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .catch(pageSizes.nearbyRequests)
    .default(pageSizes.nearbyRequests)
    .transform((v) => (v === 0 ? pageSizes.nearbyRequests : Math.min(v, pageSizes.nearbyRequests))),
  type: kindFilter,
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  /**
   * One of the volunteer's own saved addresses to search from, taking the place of a point: another
   * person's address is not found (404), and one without a location cannot be searched from (409).
   */
  addressId: z.uuid({ error: m.placeInvalid }).optional(),
  /**
   * Kilometres, 25 unless given, searched as whole kilometres and at most NEARBY_RADIUS_MAX_KM: a
   * finer radius would let a volunteer close in on a request's exact place by asking again and again.
   */
  radius: z.coerce
    .number()
    .positive()
    .catch(25)
    .default(25)
    .transform((km) => Math.min(Math.ceil(km), NEARBY_RADIUS_MAX_KM)),
});
export type NearbyQuery = z.infer<typeof nearbyQuery>;

/**
 * An open request as any volunteer near it sees it before taking it (a shape of its own, smaller
 * than `assistanceRequest`): what deciding needs and nothing that finds or reaches the person.
 * The requester's first name, the kind of help and its description, the town, the time, and a
 * distance in whole kilometres. Name, phone, e-mail, street and PIN code come with the request
 * once the volunteer has accepted it or been assigned it (see docs/security.md).
 */
export const nearbyRequest = assistanceRequest
  .pick({
    _id: true,
    type: true,
    volunteerType: true,
    priority: true,
    status: true,
    requestedDate: true,
    requestedTime: true,
    description: true,
    createdAt: true,
  })
  .extend({
    address: requestArea,
    user: z.object({ name: z.string() }),
    /** Kilometres along the great circle, rounded to the kilometre. */
    distance: z.number().int(),
    /** Minutes by road at town speed from the rounded distance: a guide, not a promise. */
    estimatedTravelTime: z.number().int(),
  });
export type NearbyRequest = z.infer<typeof nearbyRequest>;

export const nearbyReply = z.object({
  nearbyRequests: z.array(nearbyRequest),
  totalPages: z.number().int(),
  documentsCount: z.number().int(),
  /** How many requests the volunteer holds now: at VOLUNTEER_TASK_LIMIT, Accept is refused. */
  tasksOnHand: z.number().int(),
});

export const processingQuery = pageQuery(pageSizes.processingRequests).extend({
  type: kindFilter,
  status: z.enum(['approved', 'completed']).catch('approved').default('approved'),
});
export type ProcessingQuery = z.infer<typeof processingQuery>;

export const processingReply = z.object({
  processingRequests: z.array(volunteerAssistanceRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
});

export const adminAssistanceQuery = pageQuery(pageSizes.assistanceRequests).extend({
  ...cursorQuery,
  status: statusFilter,
  priority: z.enum(assistancePriorities).optional().catch(undefined),
  sort: z.enum(requestSorts).catch('newest').default('newest'),
  /** `true`: only the requests that need an admin to assign a volunteer (see `needsAssignment`). */
  needsAssignment: z.stringbool().optional().catch(undefined),
  /** `true`: only the requests nobody answered (see `unanswered`). */
  unanswered: z.stringbool().optional().catch(undefined),
});
export type AdminAssistanceQuery = z.infer<typeof adminAssistanceQuery>;

/**
 * The requests waiting for a volunteer, by pages. Without `limit`, a page holds the most a page
 * may (MAX_PAGE_SIZE): the first page is the whole list the endpoint gave before it had pages.
 */
export const pendingQuery = pageQuery(MAX_PAGE_SIZE).extend(cursorQuery);
export type PendingQuery = z.infer<typeof pendingQuery>;

export const pendingReply = z.object({
  pendingRequests: z.array(assistanceRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
  ...pageCursors,
});

export const statusBody = z.object({ action: z.enum(['approve', 'reject', 'complete'], { error: m.actionInvalid }) });
export type StatusBody = z.infer<typeof statusBody>;
export const statusReply = z.object({ success: z.literal(true), ...said });

export const assignBody = z.object({ volunteerId: z.uuid({ error: m.volunteerNotFound }) });
export const assignReply = z.object({ ...said, assistanceRequest });

/** The person's request after they cancelled it (status `cancelled`). */
export const cancelAssistanceReply = z.object({ ...said, assistanceRequest });

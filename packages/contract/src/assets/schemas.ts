/**
 * Equipment to lend and the requests to borrow it (spec 2 §2-§5, spec 3 §4-§5): the catalogue, an
 * asset, the admin's asset form, a request, and the two request lists.
 */
import { z } from 'zod';
import { cursorQuery, id, pageCursors, pageQuery, said } from '../common.ts';
import { addDays, daysBetween, indiaDayOf, isCalendarDay } from '../calendar-days.ts';
import {
  assetEventKinds,
  assetFilters,
  assetRequestPriorities,
  assetSorts,
  CHECKLIST_ITEM_MAX,
  CHECKLIST_ITEMS_MAX,
  DEFAULT_LOAN_DAYS,
  depositMethods,
  DESCRIPTION_MAX,
  LONGEST_LOAN_DAYS,
  MAX_ASSET_LABELS,
  MAX_ASSET_REQUEST_QUANTITY,
  MAX_ASSET_STOCKS,
  MAX_AVAILABILITY_DAYS,
  MAX_DEPOSIT_RUPEES,
  MAX_DEPOSITS_CSV_DAYS,
  MAX_RENEWALS,
  pageSizes,
  PICKUP_NOTE_MAX,
  requestSorts,
  requestStatuses,
  returnConditions,
  TRANSLATED_NAME_MAX,
} from '../constants.ts';
import { numberTexts, requiredText } from '../fields.ts';
import { translationLanguages, type TranslationLanguage } from '../i18n/languages.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { assetMessages, assetRequestMessages, depositMessages } from './messages.ts';
import { readShortCode } from './short-code.ts';
import { CATEGORY_KEY_MAX } from '../asset-categories/constants.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('assetMessages', assetMessages);
const r = messageIds('assetRequestMessages', assetRequestMessages);
const d = messageIds('depositMessages', depositMessages);

/** An asset's texts in one more language, as stored: each one left out is read in English. */
export const assetTranslation = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  pickupNote: z.string().optional(),
});
export type AssetTranslation = z.infer<typeof assetTranslation>;

/** A shape with one optional entry per language an admin may translate into (languages.ts): the list grows with Sahaya's languages. */
const perTranslationLanguage = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(translationLanguages.map((language) => [language, schema.optional()])) as Record<TranslationLanguage, z.ZodOptional<T>>);

/** An asset's texts in every other language it has them in: `{ hi: { name, description, pickupNote } }`. */
export const assetTranslations = perTranslationLanguage(assetTranslation);
export type AssetTranslations = z.infer<typeof assetTranslations>;

/** The English texts of an asset as the admin wrote them. */
export const assetEnglish = z.object({ name: z.string(), description: z.string(), pickupNote: z.string().nullable() });

export const asset = z.object({
  _id: z.string(),
  /** The code printed under its QR code, `WC-0042` (assets/short-code.ts). */
  shortCode: z.string(),
  /** The name, description and pickup note in the reader's language: the admin's translation where there is one, else the English. */
  name: z.string(),
  description: z.string(),
  /** Where and when the units are collected and brought back; null when none was written (the pages then give the usual hours). */
  pickupNote: z.string().nullable(),
  /** Its category's key (GET /api/assetCategories names it in the reader's language). */
  category: z.string(),
  image: z.string().nullable(),
  /** Units on the shelf, free to lend now. */
  stocks: z.number().int(),
  /** Units that came back needing repair or are in service, out of stock until an admin marks them ready. */
  inRepair: z.number().int(),
  /** Units on the shelf today set aside for approved loans not yet handed over, whose periods include today. */
  reserved: z.number().int(),
  /** The longest loan in days from its first day, renewals included, and how often a borrower may renew. */
  maxLoanDays: z.number().int(),
  maxRenewals: z.number().int(),
  /** What a return is checked for: every item is ticked before the units go back on the shelf. */
  checklist: z.array(z.string()),
  /** The deposit taken at hand-over and refunded at return, in rupees; null when none is asked. */
  depositRupees: z.number().int().nullable(),
  /** Service after this many loans, or this many days after the last service; null when none. */
  serviceEveryLoans: z.number().int().nullable(),
  serviceEveryDays: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof asset>;

/** What the admin wrote, for the asset form: the English texts and every translation, whatever the reader's language. */
const writtenTexts = { english: assetEnglish, translations: assetTranslations };

/** An asset as an admin edits it: as everybody reads it, and as it was written. */
export const editableAsset = asset.extend(writtenTexts);
export type EditableAsset = z.infer<typeof editableAsset>;

/** One asset as its page shows it: with the caller's place in its waiting list, and for an admin what was written. */
export const assetDetails = asset.extend({
  /**
   * Units free for the caller for a loan of the usual length from today (none booked, out or held
   * for others on any of its days): with none, they may join the waiting list, or book later days.
   */
  freeNow: z.number().int(),
  /** The caller's place in the waiting list (1 is next), or null when not in it. */
  waitlistPosition: z.number().int().nullable(),
  /** When the caller is first in line and a unit is held for them: until when they may ask for it. */
  heldUntil: z.string().nullable(),
  /** How many people wait for a unit. */
  waitlistLength: z.number().int(),
  /** The admin's own texts, for the Edit Asset form (admins only). */
  english: assetEnglish.optional(),
  translations: assetTranslations.optional(),
});
export type AssetDetails = z.infer<typeof assetDetails>;

/** A query choice outside the list reads as the default, as a link typed by hand would expect. */
const choiceOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).catch(fallback).default(fallback);

export const listAssetsQuery = pageQuery(pageSizes.assets).extend({
  sort: choiceOf(assetSorts, 'newest'),
  filter: choiceOf(assetFilters, 'all'),
});
export type ListAssetsQuery = z.infer<typeof listAssetsQuery>;

export const listAssetsReply = z.object({ assets: z.array(asset), totalPages: z.number().int(), totalAssets: z.number().int() });
export type ListAssetsReply = z.infer<typeof listAssetsReply>;

export const assetReply = z.object({ asset: assetDetails });

/** A short code as typed (`wc-42`, `WC 0042`), read as the asset carries it (`WC-0042`). */
export const shortCodeParams = z.object({
  code: z.string().transform((text, ctx) => {
    const code = readShortCode(text);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: m.codeInvalid });
    return z.NEVER;
  }),
});
export const savedAssetReply = z.object({ ...said, asset: editableAsset });

/** Stocks arrive as text from a form: a whole number from 0 to MAX_ASSET_STOCKS. */
const stocks = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? m.stocksRequired : m.stocksInvalid) })
    .int(m.stocksInvalid)
    .min(0, m.stocksNegative)
    .max(MAX_ASSET_STOCKS, m.stocksTooMany),
);

/** An optional text of a form: trimmed, and left out when empty (or null, as a reply gives it back). */
const optionalText = (rule: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)), rule.optional());

/**
 * A name in another language, written as its readers write it: letters and marks of any script,
 * digits, spaces, dots and hyphens (and the joiners some Indic spellings need), at least one letter.
 */
const TRANSLATED_NAME = new RegExp(`^(?=.*\\p{L})(?:[\\p{L}\\p{M}\\p{Nd}\\u200C .-]|\\u200D){2,${TRANSLATED_NAME_MAX}}$`, 'u');

/** A whole number of a form, from `min` to `max`: text or a number. Left out it is not changed (an edit) or the default (a new asset). */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
      z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
    )
    .optional();

/** As `wholeNumber`, where an empty text or null clears it: an asset with no deposit or service interval. */
const clearableNumber = (min: number, max: number, message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
      z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
    )
    .optional();

/**
 * A return checklist: a JSON list of texts (as the form's box holds it) or a list, each item
 * trimmed and empty ones left out; an empty box is left out (a new asset takes its category's);
 * anything else is one message under the field.
 */
const checklist = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value) as unknown;
      } catch {
        list = undefined;
      }
    }
    const items = Array.isArray(list) && list.every((item) => typeof item === 'string') ? list.map((item) => item.trim()).filter((item) => item !== '') : undefined;
    if (!items || items.length > CHECKLIST_ITEMS_MAX || items.some((item) => item.length > CHECKLIST_ITEM_MAX)) {
      ctx.addIssue({ code: 'custom', message: m.checklistInvalid });
      return z.NEVER;
    }
    return items;
  })
  .optional();

const description = requiredText(m.descriptionRequired).max(DESCRIPTION_MAX, m.descriptionTooLong);
const pickupNote = optionalText(z.string({ error: m.pickupNoteTooLong }).max(PICKUP_NOTE_MAX, m.pickupNoteTooLong));

/** The asset form's texts in one more language, each optional: a reader of it reads the English of what is left out. */
export const assetTranslationBody = z.object({
  name: optionalText(z.string({ error: m.translatedNameInvalid }).regex(TRANSLATED_NAME, m.translatedNameInvalid)),
  description: optionalText(z.string({ error: m.descriptionTooLong }).max(DESCRIPTION_MAX, m.descriptionTooLong)),
  pickupNote,
});

/**
 * The Add Asset and Edit Asset forms: the spec's fields required (the image is a url from POST
 * /api/assets/image); the pickup note and the translations optional, as JSON.
 */
export const assetBody = z.object({
  name: requiredText(m.nameRequired).regex(/^[A-Za-z ]{2,30}$/, m.nameInvalid),
  // A category's key: the server checks there is one (ASSET_CATEGORY_UNKNOWN).
  category: requiredText(m.categoryRequired).max(CATEGORY_KEY_MAX, m.categoryRequired),
  description,
  stocks,
  image: requiredText(m.imageRequired).max(1000, m.imageInvalid),
  pickupNote,
  translations: perTranslationLanguage(assetTranslationBody).optional(),
  maxLoanDays: wholeNumber(1, LONGEST_LOAN_DAYS, m.maxLoanDaysInvalid),
  maxRenewals: wholeNumber(0, MAX_RENEWALS, m.maxRenewalsInvalid),
  checklist,
  depositRupees: clearableNumber(1, MAX_DEPOSIT_RUPEES, m.depositInvalid),
  serviceEveryLoans: clearableNumber(1, 1000, m.serviceEveryInvalid),
  serviceEveryDays: clearableNumber(1, 3650, m.serviceEveryInvalid),
});
export type AssetBody = z.infer<typeof assetBody>;

/** Today as a calendar day in UTC: in India (UTC+5:30) it is never later than the local day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A calendar day, `yyyy-MM-dd`, with the message for anything else. */
/** A day as `yyyy-MM-dd`, one the calendar has (the API document says `format: date`). */
const calendarDay = (message: string) => z.iso.date({ error: message }).refine(isCalendarDay, message);

/** The day a loan is due back when the person does not choose one: DEFAULT_LOAN_DAYS after its first, or the asset's longest loan when shorter. */
export const defaultReturnDate = (requestedDate: string, maxLoanDays: number) => addDays(requestedDate, Math.min(DEFAULT_LOAN_DAYS, maxLoanDays));

/**
 * The most asset requests one person has waiting for an admin's decision at a time, across assets
 * (a person has one at most of each asset: a partial unique index holds it). A pending request
 * reserves nothing, yet the waiting list's turn keeps its units from those waiting, so one
 * person's pile of requests would keep units from everybody in line; past it a request is refused
 * (TOO_MANY_PENDING_ASSET_REQUESTS) until one is decided or cancelled.
 */
export const PENDING_ASSET_REQUESTS_MAX = 10;

/**
 * A request for a period: its first day (not past) and the day the units come back, after the
 * first and at most LONGEST_LOAN_DAYS after it (the server holds it to the asset's own longest
 * loan); without one, `defaultReturnDate`.
 */
export const createAssetRequestBody = z
  .object({
    requestedDate: calendarDay(r.dateRequired).refine((day) => day >= todayUtc(), r.datePast),
    returnDate: calendarDay(r.returnDateInvalid).optional(),
    // A form's text or a number; the text's pattern holds the same range (fields.ts).
    quantity: z.union(
      [
        z.int({ error: r.quantityInvalid }).min(1, r.quantityInvalid).max(MAX_ASSET_REQUEST_QUANTITY, r.quantityInvalid),
        z.string({ error: r.quantityInvalid }).regex(numberTexts.quantity, r.quantityInvalid),
      ],
      { error: r.quantityInvalid },
    ).transform(Number),
  })
  .superRefine(({ requestedDate, returnDate }, ctx) => {
    if (returnDate === undefined) return;
    const days = daysBetween(requestedDate, returnDate);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: r.returnBeforeStart });
    else if (days > LONGEST_LOAN_DAYS) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: r.loanTooLong(LONGEST_LOAN_DAYS) });
  });
export type CreateAssetRequestBody = z.infer<typeof createAssetRequestBody>;

/** The borrower's renewal: the new return day, after the current one (the server checks the rest). */
export const renewAssetRequestBody = z.object({ returnDate: calendarDay(r.renewDateInvalid) });
export type RenewAssetRequestBody = z.infer<typeof renewAssetRequestBody>;

/**
 * A payment's reference (a UPI transaction id): 6-64 letters and digits, spaces around it dropped;
 * an empty one reads as none.
 */
const paymentReference = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^(?:[A-Za-z0-9]{6,64})?$/, message)
    .transform((text) => (text ? text : undefined))
    .optional();

/** A deposit as a loan records it: taken at hand-over, refunded at return. */
export const loanDeposit = z.object({
  rupees: z.number().int(),
  method: z.enum(depositMethods).nullable(),
  reference: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReference: z.string().nullable(),
});
export type LoanDeposit = z.infer<typeof loanDeposit>;

export const assetRequest = z.object({
  _id: z.string(),
  /** The asset's name and pickup note in the reader's language, as `asset` gives them. */
  asset: z.object({
    _id: z.string(),
    name: z.string(),
    category: z.string(),
    image: z.string().nullable(),
    pickupNote: z.string().nullable(),
    /** How long and how often the loan may be renewed, and what its return is checked for. */
    maxLoanDays: z.number().int(),
    maxRenewals: z.number().int(),
    checklist: z.array(z.string()),
    /** The deposit the asset asks now, in rupees (null when none): what a hand-over takes. */
    depositRupees: z.number().int().nullable(),
  }),
  status: z.enum(requestStatuses),
  priority: z.enum(assetRequestPriorities),
  /** The loan's first day and the day it is due back. */
  requestedDate: z.string(),
  returnDate: z.string(),
  /** Approved, not returned, and its return day has passed in India. */
  isOverdue: z.boolean(),
  quantity: z.number().int(),
  reason: z.string().nullable(),
  /** The admin's comment on the latest decision. */
  comment: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** When the admin handed the units over (null until then). */
  handedOverAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** How the units came back, and what needed repair. */
  returnCondition: z.enum(returnConditions).nullable(),
  returnNote: z.string().nullable(),
  /** The checklist items ticked at the return (null before it). */
  returnChecklist: z.array(z.string()).nullable(),
  /** Times the borrower renewed it. */
  renewals: z.number().int(),
  /** The deposit taken at hand-over, null when none was. */
  deposit: loanDeposit.nullable(),
});
export type AssetRequest = z.infer<typeof assetRequest>;

/** In the admin's lists each request also names its requester, with a phone number to call about it. */
export const adminAssetRequest = assetRequest.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
});
export type AdminAssetRequest = z.infer<typeof adminAssetRequest>;

export const createAssetRequestReply = z.object({ ...said, assetRequest });
/** A person's own requests for one asset, a page at a time, newest first. */
export const myRequestsForAssetQuery = pageQuery(pageSizes.assetRequests).omit({ search: true });
export type MyRequestsForAssetQuery = z.infer<typeof myRequestsForAssetQuery>;
export const assetRequestDetailsReply = z.object({
  assetRequestDetails: z.array(assetRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
});

/** The days an availability call answers: `from` to `to`, both days counted. */
export function availabilityPeriod(query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const from = query.from ?? indiaDayOf();
  return { from, to: query.to ?? addDays(from, 29) };
}

/**
 * The days an availability call answers: from `from` (today in India when left out) to `to` (29
 * days later when left out), at most MAX_AVAILABILITY_DAYS; `availabilityPeriod` fills them in.
 */
export const assetAvailabilityQuery = z
  .object({
    from: calendarDay(m.periodInvalid).optional(),
    to: calendarDay(m.periodInvalid).optional(),
  })
  .superRefine((query, ctx) => {
    // A day that is not one was refused by its own field; there is no period to measure.
    if ((query.from !== undefined && !isCalendarDay(query.from)) || (query.to !== undefined && !isCalendarDay(query.to))) return;
    const { from, to } = availabilityPeriod(query);
    const days = daysBetween(from, to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodInvalid });
    else if (days > MAX_AVAILABILITY_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodTooLong });
  });
export type AssetAvailabilityQuery = z.infer<typeof assetAvailabilityQuery>;

/** The deposits CSV's period: the days given, else the current month in India. */
export function depositsPeriod(query: { from?: string | undefined; to?: string | undefined }, today: string = indiaDayOf()): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(`${addDays(monthStart, 31).slice(0, 8)}01`, -1);
  return { from: query.from ?? monthStart, to: query.to ?? monthEnd };
}

/** The days of the deposits CSV, both counted: at most MAX_DEPOSITS_CSV_DAYS; `depositsPeriod` fills in those left out. */
export const depositsCsvQuery = z
  .object({
    from: calendarDay(m.periodInvalid).optional(),
    to: calendarDay(m.periodInvalid).optional(),
  })
  .superRefine((query, ctx) => {
    // A day that is not one was refused by its own field; there is no period to measure.
    if ((query.from !== undefined && !isCalendarDay(query.from)) || (query.to !== undefined && !isCalendarDay(query.to))) return;
    const { from, to } = depositsPeriod(query);
    const days = daysBetween(from, to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodInvalid });
    else if (days > MAX_DEPOSITS_CSV_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: d.periodTooLong });
  });
export type DepositsCsvQuery = z.infer<typeof depositsCsvQuery>;

/**
 * The assets a sheet of labels is printed for: their ids, separated by commas, one label each in
 * the order given. An id named twice prints two labels, one for each unit of the asset that needs
 * one. Spaces and empty places between commas are passed over.
 */
export const assetLabelsQuery = z.object({
  ids: z
    .string({ error: m.labelIdsRequired })
    .meta({ description: `Asset ids separated by commas, at most ${MAX_ASSET_LABELS}`, example: '3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f' })
    .transform((text, ctx) => {
      const ids = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (ids.length === 0) return issue(m.labelIdsRequired);
      if (ids.length > MAX_ASSET_LABELS) return issue(m.labelIdsTooMany);
      if (!ids.every((part) => id.safeParse(part).success)) return issue(m.labelIdsInvalid);
      return ids.map((part) => part.toLowerCase());
    }),
});
export type AssetLabelsQuery = z.infer<typeof assetLabelsQuery>;

/**
 * One day of an availability reply: how many units are free, and where the others are, so a day
 * with none free can say why. Counts only, no names.
 */
export const availabilityDay = z.object({
  date: z.string(),
  available: z.number().int(),
  /** Units of approved loans handed over and not back by this day: with their borrowers. */
  lentOut: z.number().int(),
  /** Units of approved loans not yet handed over, taken off the shelf for them until their return day. */
  reserved: z.number().int(),
  /** Units that came back needing repair, out until an admin marks them ready. */
  inRepair: z.number().int(),
  /** Units on the shelf held for the first people in the waiting list (for the caller's own hold, none). */
  held: z.number().int(),
});
export type AvailabilityDay = z.infer<typeof availabilityDay>;

/**
 * For each day of the period, how many units are free: those on the shelf, and those of approved
 * loans not yet back on the days outside their periods (a loan past its return day holds its units
 * every day until it comes back), and why the others are not. With the loans over the period,
 * without names: the reserved periods.
 */
export const assetAvailabilityReply = z.object({
  days: z.array(availabilityDay),
  loans: z.array(z.object({ from: z.string(), to: z.string(), quantity: z.number().int(), isOverdue: z.boolean() })),
});
export type AssetAvailabilityReply = z.infer<typeof assetAvailabilityReply>;

const namedPerson = z.object({ _id: z.string(), name: z.string() }).nullable();

/** One entry of an asset's history, in words the page puts together in the reader's language. */
export const assetEvent = z.object({
  _id: z.string(),
  kind: z.enum(assetEventKinds),
  date: z.string(),
  /** The admin who did it, and the borrower whose loan it concerns (null once their account is gone). */
  actor: namedPerson,
  person: namedPerson,
  requestId: z.string().nullable(),
  quantity: z.number().int().nullable(),
  /** A loan's period. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  condition: z.enum(returnConditions).nullable(),
  note: z.string().nullable(),
  /** What an edit changed, each value as text (a stock of 5 is "5"). */
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type AssetEvent = z.infer<typeof assetEvent>;

export const assetHistoryQuery = pageQuery(pageSizes.assetHistory).omit({ search: true });
export const assetHistoryReply = z.object({ events: z.array(assetEvent), totalPages: z.number().int(), totalEvents: z.number().int() });
export type AssetHistoryReply = z.infer<typeof assetHistoryReply>;

/** Units waiting for repair, oldest first, each from the return that found the fault. */
export const assetRepair = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  /** `repair` after a return found a fault (the note says what); `service` when the asset's regular service came due. */
  kind: z.enum(['repair', 'service']),
  note: z.string(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
  /** Whose loan it came back from (null once their account is gone). */
  person: namedPerson,
});
export type AssetRepair = z.infer<typeof assetRepair>;
export const assetRepairsReply = z.object({ repairs: z.array(assetRepair) });
export const repairParams = z.object({ id: z.string().uuid(), repairId: z.string().uuid() });
export const repairReadyReply = z.object({ ...said, asset });

/** Loans a page of the Scan page shows: each is a card with its actions, so a page fits a phone's screen or two. */
export const ASSET_LOANS_PAGE_SIZE = 10;

/**
 * The loans of an asset out or about to go out, a page at a time; `search` finds a borrower by name,
 * the person standing at the counter.
 */
export const assetLoansQuery = pageQuery(ASSET_LOANS_PAGE_SIZE).extend({ ...cursorQuery });
export type AssetLoansQuery = z.infer<typeof assetLoansQuery>;

/** The loans of an asset out or about to go out (approved, not returned), for the Scan page. */
export const assetLoansReply = z.object({
  loans: z.array(adminAssetRequest),
  totalPages: z.number().int(),
  totalLoans: z.number().int(),
  ...pageCursors,
});

export const waitlistJoinedReply = z.object({ ...said, waitlistPosition: z.number().int() });
export const waitlistLeftReply = z.object({ ...said });

/** `all` (or anything unknown) means no status filter. */
const statusFilter = z
  .enum(requestStatuses)
  .optional()
  .catch(undefined);

export const myAssetRequestsQuery = pageQuery(pageSizes.assetRequests).extend({ status: statusFilter });
export type MyAssetRequestsQuery = z.infer<typeof myAssetRequestsQuery>;

export const myAssetRequestsReply = z.object({
  assetRequests: z.array(assetRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
});

/** `overdue`: approved loans past their return day, oldest due first, whatever the sort. */
export const adminAssetRequestsQuery = pageQuery(pageSizes.assetRequests).extend({
  ...cursorQuery,
  status: z
    .enum([...requestStatuses, 'overdue'])
    .optional()
    .catch(undefined),
  priority: z.enum(assetRequestPriorities).optional().catch(undefined),
  sort: choiceOf(requestSorts, 'newest'),
});
export type AdminAssetRequestsQuery = z.infer<typeof adminAssetRequestsQuery>;

export const adminAssetRequestsReply = z.object({
  assetRequests: z.array(adminAssetRequest),
  totalPages: z.number().int(),
  totalRequests: z.number().int(),
  ...pageCursors,
});

/**
 * What an admin decides: approve or reject a pending request, take back an approved loan whose
 * units were never handed over (`cancelled`: they go back on the shelf), or record that the units
 * came back (`completed`) and in what condition: `good` (the default) puts them back in stock,
 * `needs-repair` with a note of what is wrong holds them out until an admin marks them ready.
 */
export const decideAssetRequestBody = z
  .object({
    status: z.enum(['approved', 'rejected', 'cancelled', 'completed'], { error: r.decisionInvalid }),
    comment: z.string().trim().max(DESCRIPTION_MAX, r.commentTooLong).optional(),
    condition: z.enum(returnConditions, { error: r.conditionInvalid }).optional(),
    note: z.string().trim().max(DESCRIPTION_MAX, r.noteTooLong).optional(),
    /** At a return, the asset's checklist items the admin checked: every one of them. */
    checklist: z.array(z.string().trim().max(CHECKLIST_ITEM_MAX)).max(CHECKLIST_ITEMS_MAX).optional(),
    /** At a return, the reference of the UPI refund of the loan's deposit; a cash refund has none. */
    refundReference: paymentReference(d.refundReferenceInvalid),
  })
  .superRefine(({ status, condition, note }, ctx) => {
    if (status === 'completed' && condition === 'needs-repair' && !note) ctx.addIssue({ code: 'custom', path: ['note'], message: r.repairNoteRequired });
  });
export type DecideAssetRequestBody = z.infer<typeof decideAssetRequestBody>;

export const decideAssetRequestReply = z.object({ ...said, assetRequest: adminAssetRequest });

/**
 * How the deposit of an asset that asks one was paid at hand-over: cash, or UPI with its transaction
 * id. A cash payment's reference is not kept. The body may be left out for an asset that asks none.
 */
export const handOverDeposit = z
  .object({
    method: z.enum(depositMethods, { error: d.methodInvalid }),
    reference: paymentReference(d.upiReferenceInvalid),
  })
  .superRefine(({ method, reference }, ctx) => {
    if (method === 'upi' && !reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: d.upiReferenceRequired });
  })
  .transform(({ method, reference }): { method: (typeof depositMethods)[number]; reference?: string } =>
    method === 'upi' && reference ? { method, reference } : { method },
  );
export type HandOverDeposit = z.infer<typeof handOverDeposit>;

export const handOverBody = z
  .object({ deposit: handOverDeposit.optional() })
  // A call with no body reads as null: an asset that asks no deposit needs none.
  .nullish();
export type HandOverBody = z.infer<typeof handOverBody>;

export const handOverReply = z.object({ ...said, assetRequest: adminAssetRequest });

/** The loan with its new return day. */
export const renewAssetRequestReply = z.object({ ...said, assetRequest });

/** The person's request after they cancelled it (status `cancelled`). */
export const cancelAssetRequestReply = z.object({ ...said, assetRequest });

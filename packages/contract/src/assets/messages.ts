/** What the catalogue, the asset forms and the asset requests say (spec 2 §5, §8; spec 3 §4, §8). */
import {
  CHECKLIST_ITEM_MAX,
  CHECKLIST_ITEMS_MAX,
  LONGEST_LOAN_DAYS,
  MAX_ASSET_LABELS,
  MAX_ASSET_REQUEST_QUANTITY,
  MAX_ASSET_STOCKS,
  MAX_AVAILABILITY_DAYS,
  MAX_DEPOSIT_RUPEES,
  MAX_DEPOSITS_CSV_DAYS,
  MAX_RENEWALS,
  PICKUP_NOTE_MAX,
  TRANSLATED_NAME_MAX,
} from '../constants.ts';

export const assetMessages = {
  nameRequired: () => 'Please enter the asset name',
  nameInvalid: () => 'Name must be 2-30 letters and spaces',
  categoryRequired: () => 'Please select a category',
  descriptionRequired: () => 'Please enter a description',
  descriptionTooLong: () => 'Description too long (max 500 characters)',
  /** The name in another language, which may be in its own script and have digits. */
  translatedNameInvalid: () => `Name must be 2-${TRANSLATED_NAME_MAX} letters, digits, spaces, dots or hyphens`,
  pickupNoteTooLong: () => `Pickup note too long (max ${PICKUP_NOTE_MAX} characters)`,
  stocksRequired: () => 'Please enter the stock',
  stocksInvalid: () => 'Stock must be a whole number',
  stocksNegative: () => 'Stock cannot be negative',
  stocksTooMany: () => `Stock cannot be more than ${MAX_ASSET_STOCKS}`,
  /** How a medical loan closet lends it: the longest loan, renewals, what a return is checked for, a deposit, regular service. */
  maxLoanDaysInvalid: () => `Longest loan must be a whole number of days from 1 to ${LONGEST_LOAN_DAYS}`,
  maxRenewalsInvalid: () => `Renewals must be a whole number from 0 to ${MAX_RENEWALS}`,
  checklistInvalid: () => `Checklist must be a JSON list of at most ${CHECKLIST_ITEMS_MAX} texts, each at most ${CHECKLIST_ITEM_MAX} characters, like ["Cleaned and disinfected"]`,
  depositInvalid: () => `Deposit must be a whole number of rupees from 1 to ${MAX_DEPOSIT_RUPEES}, or left empty`,
  serviceEveryInvalid: () => 'Service interval must be a whole number above 0, or left empty',
  imageRequired: () => 'Please upload an image',
  imageInvalid: () => 'Please upload the image through the form',
  added: () => 'Asset added successfully!',
  updated: () => 'Asset updated successfully!',
  notFound: () => 'Asset not found',
  fetchFailed: () => 'Error fetching asset details',
  notFoundTitle: () => 'Asset Not Found',
  linkCopied: () => 'Link copied to clipboard!',
  /** The short code printed under an asset's QR code (assets/short-code.ts), typed to find the asset. */
  codeInvalid: () => 'Type the code under the QR, like WC-0042',
  codeNotFound: (code: string) => `No asset has the code ${code}`,
  /** The days an availability call answers. */
  periodInvalid: () => 'Choose a first and a last day, the last not before the first',
  periodTooLong: () => `Choose at most ${MAX_AVAILABILITY_DAYS} days`,
  /** The sheet of labels to stick on the equipment: which assets it is printed for. */
  labelIdsRequired: () => 'Choose the assets to print labels for',
  labelIdsInvalid: () => 'Name each asset by its id, the ids separated by commas',
  labelIdsTooMany: () => `Print at most ${MAX_ASSET_LABELS} labels at a time`,
} as const;

/** Units returned needing repair, and the admin marking them ready. */
export const repairMessages = {
  notFound: () => 'Repair not found',
  alreadyReady: () => 'These units were already marked ready',
  ready: () => 'Marked ready; the units are back in stock',
} as const;

/** The waiting list of an asset with no unit free. */
export const waitlistMessages = {
  joined: () => 'You are on the waiting list',
  left: () => 'You left the waiting list',
  already: () => 'You are already on the waiting list',
  notNeeded: () => 'Units are free now: ask for one instead',
  notOnList: () => 'You are not on the waiting list',
  /** The first in line, when a unit comes back: `until` is when their hold ends. */
  turnNotice: (asset: string, until: string) =>
    `A unit of ${asset} is free for you. Ask for it by ${until}, or it goes to the next person waiting.`,
} as const;

export const assetRequestMessages = {
  dateRequired: () => 'Please select a date',
  datePast: () => 'Date cannot be in the past',
  returnDateInvalid: () => 'Please select a return date',
  returnBeforeStart: () => 'Return date must be after the start date',
  /** `days` is the asset's longest loan. */
  loanTooLong: (days: number) => `The longest loan is ${days} days`,
  /** The borrower moves a loan they have to a later return day. */
  renewed: () => 'Loan renewed',
  renewDateInvalid: () => 'Choose a new return date after the current one, not before today',
  renewOnlyOut: () => 'Only a loan you have collected and not yet returned can be renewed.',
  renewalsUsedUp: (times: number) => `This loan was already renewed ${times === 1 ? 'once' : `${times} times`}, the most allowed. Please bring it back or call us.`,
  /** A later loan is booked for the units from `day`. */
  renewReserved: (day: string) => `It is booked for someone else from ${day}. Please bring it back by then.`,
  renewWaitlist: () => 'Other people are waiting for it. Please bring it back by its return date.',
  /** The return's checklist: the items not ticked. */
  checklistIncomplete: (items: string) => `Check every item before marking it returned: ${items}`,
  /** Handing over units still out with an earlier borrower. */
  notOnShelf: (left: number, asked: number) =>
    `Cannot hand over: ${asked === 1 ? '1 unit' : `${asked} units`} asked, ${left} on the shelf. Wait for the earlier loan to come back.`,
  /** The person has a loan past its return day: it comes back before anything else is lent to them. */
  hasOverdueLoan: (asset: string, day: string) => `Please bring back ${asset} first: it was due back on ${day}.`,
  /** A day of the period has fewer units free than asked for. */
  notAvailableOn: (available: number, day: string) => `Only ${available} available on ${day}`,
  quantityInvalid: () => `Quantity must be between 1 and ${MAX_ASSET_REQUEST_QUANTITY}`,
  outOfStock: () => 'This asset is out of stock',
  notEnoughStock: (left: number) => `Only ${left} left in stock`,
  requested: () => 'Asset requested successfully!',
  /** Asking again for an asset the person's request for waits for a decision; they cancel theirs on its card under My Requests. */
  alreadyAsked: () =>
    'You have already asked for this asset, and an admin will decide on that request. To change its dates or quantity, cancel it under My Requests and ask again.',
  /** Asking with PENDING_ASSET_REQUESTS_MAX requests waiting for a decision. */
  tooManyPending: (max: number) =>
    `You have reached the limit of ${max} asset requests waiting for an admin's decision. Wait for a decision, or cancel one you no longer need under My Requests, to ask for another.`,
  requestFailed: () => 'Error requesting asset!',
  listFailed: () => 'Error fetching requests',
  notFound: () => 'Request not found',
  commentTooLong: () => 'Comment too long (max 500 characters)',
  decisionInvalid: () => 'Choose to approve, reject, take back or mark the request returned',
  /** The decisions an admin may take, and what is said when one does not fit the request's state. */
  onlyPendingDecided: () => 'Only a pending request can be approved or rejected.',
  onlyApprovedReturned: () => 'Only an approved request can be marked returned.',
  notEnoughToApprove: (left: number, asked: number) =>
    `Cannot approve: ${asked === 1 ? '1 unit' : `${asked} units`} asked, ${left} left in stock. Reject it or wait for returns.`,
  approved: () => 'Request approved',
  rejected: () => 'Request rejected',
  returned: () => 'Marked as returned; the units are back in stock',
  returnedForRepair: () => 'Marked as returned; the units wait for repair',
  /** The asset's regular service came due with this return (every so many loans or days). */
  returnedForService: () => 'Marked as returned; its regular service is due, so the units wait for service',
  conditionInvalid: () => 'Choose how it came back: good or needs repair',
  repairNoteRequired: () => 'Please say what needs repair',
  noteTooLong: () => 'Note too long (max 500 characters)',
  onlyApprovedHandedOver: () => 'Only an approved loan can be handed over.',
  alreadyHandedOver: () => 'This loan was already handed over',
  handedOver: () => 'Marked as handed over',
  /** The admin ends an approved loan whose units were never handed over: they go back on the shelf. */
  onlyApprovedTakenBack: () => 'Only an approved loan not yet handed over can be taken back.',
  takeBackAfterHandOver: () => 'The units were already handed over: mark the loan returned instead.',
  takenBack: () => 'Taken back; the units are back on the shelf',
  /** The requester withdraws a request: while it waits, or an approved loan before its units are handed over. */
  cancelled: () => 'Request cancelled',
  notCancellable: () => 'Only a pending request, or an approved loan not yet handed over, can be cancelled.',
  cancelAfterHandOver: () => 'The units were already handed over: bring them back instead of cancelling.',
  /** What the requester is told, live and in the bell. */
  approvedNotice: (asset: string, comment: string | null) => `Your request for ${asset} was approved.${comment ? ` ${comment}` : ''}`,
  rejectedNotice: (asset: string, comment: string | null) => `Your request for ${asset} was rejected.${comment ? ` ${comment}` : ''}`,
  returnedNotice: (asset: string, comment: string | null) => `Thank you for returning ${asset}.${comment ? ` ${comment}` : ''}`,
  takenBackNotice: (asset: string, comment: string | null) =>
    `Your approved request for ${asset} was ended before you collected it, so its units can go to others.${comment ? ` ${comment}` : ''}`,
  /** The reminders of a loan's return day (`day` is the return day). */
  dueSoonNotice: (asset: string, day: string) => `Please return ${asset} by ${day}.`,
  dueTodayNotice: (asset: string) => `${asset} is due back today.`,
  lateNotice: (asset: string, day: string) => `${asset} was due back on ${day}. Please return it, or tell us if you need it longer.`,
} as const;

/** The deposit an asset asks: paid at hand-over, refunded at return, and listed for the accounts. */
export const depositMessages = {
  /** `amount` is the asset's deposit in rupees, written with its digit groups. */
  required: (amount: string) => `This asset asks a deposit of ₹${amount}: say how it was paid`,
  methodInvalid: () => 'Choose how the deposit was paid: cash or UPI',
  upiReferenceRequired: () => 'Please enter the UPI transaction id',
  upiReferenceInvalid: () => 'A UPI transaction id is 6-64 letters and digits',
  refundReferenceInvalid: () => 'A refund reference is 6-64 letters and digits',
  /** The deposits CSV's period, longer than a year. */
  periodTooLong: () => `Choose at most ${MAX_DEPOSITS_CSV_DAYS} days`,
} as const;

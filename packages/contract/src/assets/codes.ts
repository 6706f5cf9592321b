/** The errors of the catalogue and of asset requests, by code, each with its status and the spec's text. */
import { assetMessages, assetRequestMessages, depositMessages, repairMessages, waitlistMessages } from './messages.ts';

export const assetErrors = {
  ASSET_NOT_FOUND: { status: 404, message: assetMessages.notFound },
  /** No asset carries the short code asked for: the message names it as the asset would carry it. */
  ASSET_CODE_NOT_FOUND: { status: 404, message: assetMessages.codeNotFound },
  /** An image key that was not uploaded through the form by this admin. */
  ASSET_IMAGE_INVALID: { status: 400, message: assetMessages.imageInvalid },
  OUT_OF_STOCK: { status: 400, message: assetRequestMessages.outOfStock },
  /** Fewer units on the shelf than asked for: the message says how many are left. */
  NOT_ENOUGH_STOCK: { status: 400, message: assetRequestMessages.notEnoughStock },
  /** The person has a loan past its return day: the message names the item to bring back first and when it was due. */
  HAS_OVERDUE_LOAN: { status: 409, message: assetRequestMessages.hasOverdueLoan },
  /** The return day is further from the first than the asset's longest loan: the message names it. */
  LOAN_TOO_LONG: { status: 400, message: assetRequestMessages.loanTooLong },
  /** A renewal's return day not after the loan's current one, or before today. */
  RENEW_NOT_LATER: { status: 400, message: assetRequestMessages.renewDateInvalid },
  /** Renewing a loan that is not out with the person (pending, not collected, returned). */
  RENEW_ONLY_OUT: { status: 409, message: assetRequestMessages.renewOnlyOut },
  /** The loan was renewed the asset's most times. */
  RENEWALS_USED_UP: { status: 409, message: assetRequestMessages.renewalsUsedUp },
  /** An approved loan is booked for the units in the added days: the message names its first day. */
  RENEW_RESERVED: { status: 409, message: assetRequestMessages.renewReserved },
  /** People wait for a unit of the asset and no other is free in the added days. */
  RENEW_WAITLIST: { status: 409, message: assetRequestMessages.renewWaitlist },
  /** Marking a loan returned without ticking every item of the asset's checklist: the message names those left. */
  CHECKLIST_INCOMPLETE: { status: 400, message: assetRequestMessages.checklistIncomplete },
  /** The person's request for this asset still waits for a decision: one at a time per asset. */
  ALREADY_ASKED_FOR_ASSET: { status: 409, message: assetRequestMessages.alreadyAsked },
  /** The person has PENDING_ASSET_REQUESTS_MAX requests waiting for a decision: the message names the limit. */
  TOO_MANY_PENDING_ASSET_REQUESTS: { status: 409, message: assetRequestMessages.tooManyPending },
  /** Handing over more units than the shelf has: an earlier loan has not come back. */
  NOT_ON_SHELF: { status: 409, message: assetRequestMessages.notOnShelf },
  ASSET_REQUEST_NOT_FOUND: { status: 404, message: assetRequestMessages.notFound },
  ONLY_PENDING_DECIDED: { status: 400, message: assetRequestMessages.onlyPendingDecided },
  ONLY_APPROVED_RETURNED: { status: 400, message: assetRequestMessages.onlyApprovedReturned },
  /** Approving would take the stock below zero: the message says how many are left and asked. */
  NOT_ENOUGH_TO_APPROVE: { status: 400, message: assetRequestMessages.notEnoughToApprove },
  /** A day of the asked period has fewer units free than asked for: the message names the first such day and its count. */
  NOT_AVAILABLE_ON: { status: 400, message: assetRequestMessages.notAvailableOn },
  ONLY_APPROVED_HANDED_OVER: { status: 400, message: assetRequestMessages.onlyApprovedHandedOver },
  ALREADY_HANDED_OVER: { status: 409, message: assetRequestMessages.alreadyHandedOver },
  /** Handing over an asset that asks a deposit without saying how it was paid: the message names the amount. */
  DEPOSIT_REQUIRED: { status: 400, message: depositMessages.required },
  /** Taking back anything but an approved loan: only one whose units are still here can be. */
  ONLY_APPROVED_TAKEN_BACK: { status: 400, message: assetRequestMessages.onlyApprovedTakenBack },
  /** Taking back a loan whose units the person already has: it ends by their return. */
  TAKE_BACK_AFTER_HAND_OVER: { status: 409, message: assetRequestMessages.takeBackAfterHandOver },
  /** Cancelling a request that was rejected or returned: only a pending one or an approved loan not yet out may be. */
  ASSET_REQUEST_NOT_CANCELLABLE: { status: 409, message: assetRequestMessages.notCancellable },
  /** Cancelling a loan whose units the person already has: they are returned, not cancelled. */
  CANCEL_AFTER_HAND_OVER: { status: 409, message: assetRequestMessages.cancelAfterHandOver },
  REPAIR_NOT_FOUND: { status: 404, message: repairMessages.notFound },
  REPAIR_ALREADY_READY: { status: 409, message: repairMessages.alreadyReady },
  WAITLIST_ALREADY: { status: 409, message: waitlistMessages.already },
  /** The asset has units free: the person asks for one instead of waiting. */
  WAITLIST_NOT_NEEDED: { status: 400, message: waitlistMessages.notNeeded },
  NOT_ON_WAITLIST: { status: 404, message: waitlistMessages.notOnList },
} as const;

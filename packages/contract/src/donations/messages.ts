/** What the donation page, the checkout, receipts and the admin's table say (spec 2 §5, §8; spec 3 §2, §8). */
import { MIN_DONATION } from '../constants.ts';
import { formatRupees } from '../format.ts';
import { CASH_DEDUCTION_LIMIT } from './section-80g.ts';

/** The largest single payment Stripe takes in rupees. */
export const MAX_DONATION = 999_999;

export const donationMessages = {
  minimum: () => `Please donate minimum ₹${MIN_DONATION}`,
  maximum: () => `Please donate at most ${formatRupees(MAX_DONATION)} at a time`,
  amountInvalid: () => 'Please enter an amount in rupees, with at most 2 decimals',
  campaignInvalid: () => 'Please choose a campaign',
  messageTooLong: () => 'Message too long (max 500 characters)',
  processingFailed: () => 'There was a problem processing your donation. Please try again.',
  notCompleted: () => 'Your donation was not completed. Please try again.',
  notFound: () => 'Donation not found',
  checkoutNotFound: () => 'This checkout was not found',
  checkoutClosed: () => 'This checkout is already closed',
  receiptNotReady: () => 'A receipt is available once the donation is completed',
  statementNeedsPerson: () => 'Choose whose statement to make',
  periodInvalid: () => 'Please choose a valid period',
  webhookOff: () => 'Stripe webhooks are not configured',
  signatureInvalid: () => 'Invalid Stripe signature',
  payloadInvalid: () => 'Invalid webhook payload',
  noDonations: () => 'No donations found',
  /** The donate page and the checkout when no payment provider is configured and the demo checkout is off. */
  paymentsUnavailable: () => 'Donations are not taken online yet. Please check back soon.',
  /** On a demo donation's history row and the admin's row: it was completed without any money paid. */
  demoBadge: () => 'Demo — no money paid',
  /** A demo donation's PDF title and the watermark across each of its pages. */
  demoReceipt: () => 'Demo — not a receipt',
  /** Above the donation form while the demo checkout stands in for a payment provider. */
  demoCheckoutNote: () => 'This is a demo: no money is taken, and the receipt says it is not one.',
  anonymous: () => 'Anonymous',
  /** A PAN at checkout, on the profile or on an offline gift. */
  panInvalid: () => 'Please enter a PAN like ABCDE1234F',
  razorpayWebhookOff: () => 'Razorpay webhooks are not configured',
  razorpaySignatureInvalid: () => 'Invalid Razorpay signature',
  /** An offline gift. */
  donorNameRequired: () => 'Please enter the donor’s name',
  addressTooLong: () => 'Address too long (max 500 characters)',
  referenceTooLong: () => 'Reference too long (max 100 characters)',
  modeInvalid: () => 'Please choose how the money was received',
  receivedOnInvalid: () => 'Please enter the day the money was received',
  receivedOnFuture: () => 'The day received cannot be in the future',
  receivedOnTooEarly: () => 'The day received cannot be before 1 April 2021',
  donorNotFound: () => 'This donor’s account was not found',
  /** Form 10BD's year. */
  financialYearInvalid: () => 'Please choose a financial year like 2026-27',
  /** On the offline gift form, while it records cash above the limit section 80G allows in cash. */
  cashNotDeductible: () => `Cash donations above ${formatRupees(CASH_DEDUCTION_LIMIT)} are not deductible under section 80G.`,
  /** What the donor is told, live and in the bell, once the payment is confirmed. */
  completedNotice: (amount: string, campaign: string) => `Thank you! Your donation of ${amount} to the ${campaign} campaign was received.`,
} as const;

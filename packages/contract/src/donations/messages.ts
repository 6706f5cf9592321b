/** What the donation page, the checkout, receipts and the admin's table say (spec 2 §5, §8; spec 3 §2, §8). */
import { MIN_DONATION } from '../constants.ts';
import { formatRupees } from '../format.ts';

/** The largest single payment Stripe takes in rupees. */
export const MAX_DONATION = 999_999;

export const donationMessages = {
  minimum: `Please donate minimum ₹${MIN_DONATION}`,
  maximum: `Please donate at most ${formatRupees(MAX_DONATION)} at a time`,
  amountInvalid: 'Please enter an amount in rupees, with at most 2 decimals',
  campaignInvalid: 'Please choose a campaign',
  messageTooLong: 'Message too long (max 500 characters)',
  processingFailed: 'There was a problem processing your donation. Please try again.',
  notCompleted: 'Your donation was not completed. Please try again.',
  notFound: 'Donation not found',
  checkoutNotFound: 'This checkout was not found',
  checkoutClosed: 'This checkout is already closed',
  receiptNotReady: 'A receipt is available once the donation is completed',
  statementNeedsPerson: 'Choose whose statement to make',
  periodInvalid: 'Please choose a valid period',
  webhookOff: 'Stripe webhooks are not configured',
  signatureInvalid: 'Invalid Stripe signature',
  payloadInvalid: 'Invalid webhook payload',
  noDonations: 'No donations found',
  /** The donate page and the checkout when no payment provider is configured and the demo checkout is off. */
  paymentsUnavailable: 'Donations are not taken online yet. Please check back soon.',
  /** On a demo donation's history row and the admin's row: it was completed without any money paid. */
  demoBadge: 'Demo — no money paid',
  /** A demo donation's PDF title and the watermark across each of its pages. */
  demoReceipt: 'Demo — not a receipt',
  /** Above the donation form while the demo checkout stands in for a payment provider. */
  demoCheckoutNote: 'This is a demo: no money is taken, and the receipt says it is not one.',
  anonymous: 'Anonymous',
  /** What the donor is told, live and in the bell, once the payment is confirmed. */
  completedNotice: (amount: string, campaign: string) => `Thank you! Your donation of ${amount} to the ${campaign} campaign was received.`,
} as const;

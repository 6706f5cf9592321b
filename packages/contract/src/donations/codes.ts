/** The errors of donations, checkouts, receipts and Stripe's webhook, by code, each with its status and the spec's text. */
import { donationMessages } from './messages.ts';

export const donationErrors = {
  /** Stripe could not open a checkout. */
  DONATION_PROCESSING_FAILED: { status: 502, message: donationMessages.processingFailed },
  /** No payment provider is configured and the demo checkout is off (production without DEMO_PAYMENTS=true). */
  PAYMENTS_UNAVAILABLE: { status: 503, message: donationMessages.paymentsUnavailable },
  DONATION_NOT_FOUND: { status: 404, message: donationMessages.notFound },
  CHECKOUT_NOT_FOUND: { status: 404, message: donationMessages.checkoutNotFound },
  CHECKOUT_CLOSED: { status: 409, message: donationMessages.checkoutClosed },
  RECEIPT_NOT_READY: { status: 409, message: donationMessages.receiptNotReady },
  STATEMENT_NEEDS_PERSON: { status: 400, message: donationMessages.statementNeedsPerson },
  WEBHOOK_NOT_CONFIGURED: { status: 404, message: donationMessages.webhookOff },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: donationMessages.signatureInvalid },
  WEBHOOK_PAYLOAD_INVALID: { status: 400, message: donationMessages.payloadInvalid },
  RAZORPAY_WEBHOOK_NOT_CONFIGURED: { status: 404, message: donationMessages.razorpayWebhookOff },
  RAZORPAY_SIGNATURE_INVALID: { status: 400, message: donationMessages.razorpaySignatureInvalid },
  /** An offline gift names an account (`userId`) that is not a person's. */
  DONOR_NOT_FOUND: { status: 404, message: donationMessages.donorNotFound },
} as const;

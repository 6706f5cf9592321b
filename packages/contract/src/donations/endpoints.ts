/**
 * Donations (spec 2 §7 "Donations", spec 3 §7): checkout, the signed Stripe webhook, a person's
 * history and receipts, the admin's table and export, the public impact figures, statements and
 * the built-in demo checkout. A donation is completed only by the webhook or the demo checkout.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  adminDonationsQuery,
  adminDonationsReply,
  checkoutDonationReply,
  checkoutSessionParams,
  createCheckoutSessionBody,
  createCheckoutSessionReply,
  paymentOptionsReply,
  razorpayReturnQuery,
  demoCheckoutBody,
  demoCheckoutReply,
  donationHistoryQuery,
  donationHistoryReply,
  exportDonationsQuery,
  form10bdQuery,
  impactReply,
  offlineDonationBody,
  offlineDonationReply,
  withoutPanQuery,
  withoutPanReply,
  receiptQuery,
  statementQuery,
  webhookReply,
} from './schemas.ts';
import * as routes from './routes.ts';

const admin = ['admin'] as const;
const user = ['user'] as const;
const donorOrAdmin = ['user', 'admin'] as const;
const notFound = { 404: errorBody };

export const createCheckoutSession = endpoint({
  method: 'POST',
  path: '/api/donations/create-checkout-session',
  access: user,
  summary: 'Record a pending donation and open its checkout (Stripe, or the demo checkout); answers its url',
  body: createCheckoutSessionBody,
  idempotent: true,
  replies: { 200: createCheckoutSessionReply, 502: errorBody, 503: errorBody },
});

export const paymentOptions = endpoint({
  method: 'GET',
  path: '/api/donations/payment-options',
  access: user,
  summary: 'Whether donations are taken online now, and whether only through the demo checkout (no money paid)',
  replies: { 200: paymentOptionsReply },
});

export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/api/donations/webhook',
  access: 'public',
  summary: "Stripe's signed events (raw JSON body, Stripe-Signature header): completes a paid donation once",
  replies: { 200: webhookReply, 400: errorBody, 404: errorBody },
});

export const razorpayWebhook = endpoint({
  method: 'POST',
  path: '/api/donations/webhook/razorpay',
  access: 'public',
  summary: "Razorpay's signed events (raw JSON body, X-Razorpay-Signature, X-Razorpay-Event-Id): payment_link.paid completes its donation once",
  replies: { 200: webhookReply, 400: errorBody, 404: errorBody },
});

export const razorpayReturn = endpoint({
  method: 'GET',
  path: '/api/donations/return/razorpay',
  access: 'public',
  summary:
    'Where Razorpay sends the donor back (the payment link\'s callback): redirects to /user/donations?success=true&session_id={the payment link id}; completes nothing',
  query: razorpayReturnQuery,
  replies: { 302: null },
});

export const donationHistory = endpoint({
  method: 'GET',
  path: '/api/donations/history',
  access: user,
  summary: "The caller's donations, newest first",
  query: donationHistoryQuery,
  replies: { 200: donationHistoryReply },
});

export const donationReceipt = endpoint({
  method: 'GET',
  path: '/api/donations/receipt/:id',
  access: donorOrAdmin,
  summary: 'The PDF receipt of a completed donation (its donor and admins); 409 while it is not paid',
  params: idParams,
  query: receiptQuery,
  produces: ['application/pdf'],
  replies: { 200: null, ...notFound, 409: errorBody },
});

export const listDonations = endpoint({
  method: 'GET',
  path: '/api/donations',
  access: admin,
  summary: 'Every donation, newest first, searched by payment id or message and filtered by campaign, 10 a page (admin)',
  query: adminDonationsQuery,
  replies: { 200: adminDonationsReply },
});

export const exportDonations = endpoint({
  method: 'GET',
  path: '/api/donations/export',
  access: admin,
  summary: 'The same list as a CSV file, streamed (admin)',
  query: exportDonationsQuery,
  produces: ['text/csv'],
  replies: { 200: null },
});

export const donationImpact = endpoint({
  ...routes.donationImpact,
  summary: 'Completed donations in total and per campaign, naming no one',
  replies: { 200: impactReply },
});

export const donationStatement = endpoint({
  method: 'GET',
  path: '/api/donations/statement',
  access: donorOrAdmin,
  summary: "A donor's PDF statement of completed donations in a period (an admin names the donor by userId)",
  query: statementQuery,
  produces: ['application/pdf'],
  replies: { 200: null },
});

export const checkoutDonation = endpoint({
  method: 'GET',
  path: '/api/donations/checkout/:sessionId',
  access: user,
  summary: "The caller's donation of a checkout session, as it stands now",
  params: checkoutSessionParams,
  replies: { 200: checkoutDonationReply, ...notFound },
});

export const completeDemoCheckout = endpoint({
  method: 'POST',
  path: '/api/donations/checkout/:sessionId/demo',
  access: user,
  summary: 'Pay or cancel on the demo checkout (only without STRIPE_SECRET_KEY); answers where to return',
  params: checkoutSessionParams,
  body: demoCheckoutBody,
  replies: { 200: demoCheckoutReply, 409: errorBody, 503: errorBody, ...notFound },
});

export const recordOfflineDonation = endpoint({
  method: 'POST',
  path: '/api/donations/offline',
  access: admin,
  summary: 'Record a gift received in cash, by cheque, bank transfer or UPI: completed at once, with its receipt number (admin)',
  body: offlineDonationBody,
  replies: { 201: offlineDonationReply, ...notFound },
});

export const form10bd = endpoint({
  method: 'GET',
  path: '/api/donations/form-10bd',
  access: admin,
  summary: "A financial year's donations as Form 10BD's CSV: one row per donor and mode (admin)",
  query: form10bdQuery,
  produces: ['text/csv'],
  replies: { 200: null },
});

export const donationsWithoutPan = endpoint({
  method: 'GET',
  path: '/api/donations/without-pan',
  access: admin,
  summary: "A financial year's receipts that carry no donor PAN, to ask the donors for it (admin)",
  query: withoutPanQuery,
  replies: { 200: withoutPanReply },
});

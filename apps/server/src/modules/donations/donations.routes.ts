/**
 * The donation calls (spec 2 §7, spec 3 §7): the checkout, the webhook, the documents and the
 * impact figures each in a file of their own (see donations.service.ts), lists in donations.lists.ts.
 */
import { donationDay } from '@sahaya/contract/donations/donation-day';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import * as endpoints from '@sahaya/contract/donations/endpoints';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { readingLanguage } from '../../lib/reading-language.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { safeCell, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { sendCsv } from '../../plugins/http/csv-download.ts';
import { route } from '../../plugins/http/route.ts';
import type { Limit } from '../../plugins/http/rate-limit.ts';
import { campaignName } from './campaign-names.ts';
import { checkoutDonation, completeDemoCheckout, createCheckoutSession, paymentOptions, razorpayReturnUrl } from './donations.checkout.ts';
import { registerDonationFigures } from './donations.dashboard.ts';
import { receipt, statement } from './donations.documents.ts';
import { impact } from './donations.impact.ts';
import { form10bdBatches, form10bdCells, form10bdColumns, receiptsWithoutPan, receiptsWithoutPanList } from './donations.form-10bd.ts';
import { DonationLists } from './donations.lists.ts';
import { recordOfflineDonation } from './donations.offline.ts';
import { registerDonationPersonalData } from './donations.personal-data.service.ts';
import type { DonationDeps } from './donations.service.ts';
import { handleWebhook } from './donations.webhook.ts';
import { handleRazorpayWebhook } from './donations.razorpay.ts';
import { razorpayClient } from './razorpay.ts';
import { stripeClient } from './stripe.ts';
import { downloadedBy } from '../access-log/access-log.service.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

/** Each checkout records a donation and may call Stripe; a person giving by hand stays far below this. */
const checkoutLimit: Limit = { name: 'donation-checkout', max: 10, windowMs: MINUTE_MS, key: (request) => request.auth.userId };

const csvColumns = ['Date', 'Payment ID', 'Amount (INR)', 'Campaign', 'Donor', 'Message', 'Status', m.demoBadge()];

const csvOptions = { ...spreadsheetCsv, columns: csvColumns } as const;

function sendPdf(reply: FastifyReply, fileName: string, pdf: NodeJS.ReadableStream) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export async function donationRoutes(app: FastifyInstance) {
  const lists = new DonationLists(app.db);
  const withoutPan = receiptsWithoutPanList(app.db);
  registerDonationPersonalData(app.personalData);
  registerDonationFigures(app.dashboardFigures);
  // The receipt's mail (donations.receipts.ts) says the thanks, with the PDF.
  app.mailedOtherwise.add(m.completedNotice);
  const deps: DonationDeps = {
    db: app.db,
    live: app.live,
    storage: app.storage,
    jobs: app.jobs,
    config: app.config,
    log: app.log,
    stripe:
      app.config.paymentProvider === 'stripe' && app.config.stripeSecretKey ? await stripeClient(app.config.stripeSecretKey, app.config.stripeApiUrl) : undefined,
    razorpay:
      app.config.paymentProvider === 'razorpay' && app.config.razorpayKeyId && app.config.razorpayKeySecret
        ? razorpayClient({ keyId: app.config.razorpayKeyId, keySecret: app.config.razorpayKeySecret, apiUrl: app.config.razorpayApiUrl })
        : undefined,
  };

  if (app.config.isProduction && !deps.stripe && !deps.razorpay && app.config.demoPayments) {
    app.log.warn(
      'DEMO_PAYMENTS=true in production: anybody signed in can donate any amount on the demo checkout without paying, and gets a PDF marked "Demo — not a receipt". Set a payment provider, or remove DEMO_PAYMENTS, before real donors can reach this server.',
    );
  }

  route(app, endpoints.paymentOptions, async () => paymentOptions(deps));
  route(app, endpoints.createCheckoutSession, async ({ auth, body, idempotency }) => createCheckoutSession(deps, auth.userId, body, idempotency), {
    limits: [checkoutLimit],
  });
  route(app, endpoints.razorpayReturn, async ({ query, reply }) =>
    reply.redirect(razorpayReturnUrl(app.config, query.razorpay_payment_link_id, query.razorpay_payment_link_status), 302),
  );
  route(app, endpoints.donationHistory, async ({ auth, query }) => lists.historyOf(auth.userId, query));
  route(app, endpoints.checkoutDonation, async ({ auth, params }) => checkoutDonation(deps, auth.userId, params.sessionId));
  route(app, endpoints.completeDemoCheckout, async ({ auth, params, body }) =>
    completeDemoCheckout(deps, auth.userId, params.sessionId, body.outcome),
  );
  route(app, endpoints.donationReceipt, async ({ auth, params, request, reply }) => {
    const { fileName, pdf } = await receipt(deps, auth, params.id, readingLanguage(request));
    return sendPdf(reply, fileName, pdf);
  });
  route(app, endpoints.donationStatement, async ({ auth, query, request, reply }) => {
    const { fileName, pdf } = await statement(deps, auth, query, readingLanguage(request));
    return sendPdf(reply, fileName, pdf);
  });
  route(app, endpoints.listDonations, async ({ query }) => lists.list(query));
  route(app, endpoints.donationImpact, async () => impact(deps));

  route(app, endpoints.exportDonations, async ({ query, reply }) => {
    const csv = csvStream(
      csvOptions,
      lists.exportBatches(query),
      (d) => [
        donationDay(d),
        d.stripePaymentId ?? '',
        d.amount.toFixed(2),
        campaignName(d.campaign),
        safeCell(d.donorName ?? m.anonymous()),
        safeCell(d.message ?? ''),
        d.status,
        d.isDemo ? 'Yes' : 'No',
      ],
      (error) => app.log.error({ err: error }, 'The donations export failed'),
    );
    return sendCsv(reply, `donations_export_${indiaDayOf(new Date())}.csv`, csv);
  });

  route(app, endpoints.recordOfflineDonation, async ({ auth, body }) => recordOfflineDonation(deps, auth.userId, body));
  route(app, endpoints.donationsWithoutPan, async ({ query }) => receiptsWithoutPan(withoutPan, query));
  route(app, endpoints.form10bd, async ({ auth, query, reply }) => {
    // The file lists donors' PANs and addresses: each donor's access log says it was downloaded,
    // batch by batch as the rows go out.
    const batches = form10bdBatches(app.database, query.fy, { downloaded: downloadedBy(app.db, auth) });
    const csv = csvStream(
      { ...csvOptions, columns: [...form10bdColumns] },
      batches,
      (row) => form10bdCells(row, app.config.org).map(safeCell),
      (error) => app.log.error({ err: error }, 'Form 10BD failed'),
    );
    return sendCsv(reply, `form_10bd_${query.fy}.csv`, csv);
  });

  // Stripe and Razorpay sign the exact bytes they send, so these routes read their bodies raw, in a scope of their own.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    route(scope, endpoints.stripeWebhook, async ({ request }) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handleWebhook(deps, raw, Array.isArray(signature) ? signature[0] : signature);
    });
    route(scope, endpoints.razorpayWebhook, async ({ request }) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      return handleRazorpayWebhook(deps, raw, { signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') });
    });
  });
}

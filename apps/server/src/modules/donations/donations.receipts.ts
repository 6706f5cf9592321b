/**
 * A donation's receipt as its donor and the admins get it: read in one query (the donor's name
 * kept on the donation, or their account's), drawn as PDF (donations.pdf.ts), downloaded
 * (donations.documents.ts) or mailed once the donation completes, by a job enqueued in the
 * completing transaction (`receiptMails`, handled in donations.jobs.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { formatRupees } from '@sahaya/contract/format';
import { readerLanguage, type Language } from '@sahaya/contract/i18n/languages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { presentNameOf } from '../../db/person-names.ts';
import { donations } from '../../db/schema/donations.ts';
import { contractText, say } from '../../lib/i18n.ts';
import { escapeHtml, mailGreeting, mailLayout } from '../../lib/mail-layout.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE, type Mailer, type MailMessage } from '../../plugins/infrastructure/mail.ts';
import { preferencesFor } from '../notifications/notifications.service.ts';
import { mailContact } from '../people/people.service.ts';
import { campaignName } from './campaign-names.ts';
import { receiptPdf, type ReceiptData } from './donations.pdf.ts';

/** The receipt of one completed donation, mailed to its donor. */
export const receiptMails = defineQueue<{ donationId: string }>('donation-receipt-mails', MAIL_QUEUE);

/** A donation as its receipt needs it, with who it belongs to and where its mail goes. */
export async function receiptRow(db: Db, id: string) {
  const [row] = await db
    .select({
      id: donations.id,
      userId: donations.userId,
      status: donations.status,
      amount: donations.amount,
      campaign: donations.campaign,
      message: donations.message,
      isAnonymous: donations.isAnonymous,
      isDemo: donations.isDemo,
      receiptNumber: donations.receiptNumber,
      receivedOn: donations.receivedOn,
      paymentId: donations.stripePaymentId,
      paymentMode: donations.paymentMode,
      reference: donations.reference,
      donorPan: donations.donorPan,
      donorAddress: donations.donorAddress,
      donorEmail: donations.donorEmail,
      completedAt: donations.completedAt,
      createdAt: donations.createdAt,
      // The name kept on the donation (an offline gift's, or its donor's once they deleted their
      // account), else their name now.
      donor: sql<string | null>`coalesce(${donations.donorName}, ${presentNameOf(donations.userId)})`,
    })
    .from(donations)
    .where(eq(donations.id, id));
  return row;
}
type Row = NonNullable<Awaited<ReturnType<typeof receiptRow>>>;

export const receiptData = (row: Row, org: Config['org'], language: Language): ReceiptData => ({
  id: row.id,
  receiptNumber: row.receiptNumber,
  amount: Number(row.amount),
  campaign: row.campaign,
  donor: row.isAnonymous || !row.donor ? contractText(language, m.anonymous) : row.donor,
  isAnonymous: row.isAnonymous,
  donorPan: row.donorPan,
  donorAddress: row.donorAddress,
  paymentId: row.paymentId,
  paymentMode: row.paymentMode,
  reference: row.reference,
  receivedOn: row.receivedOn,
  date: row.completedAt ?? row.createdAt,
  message: row.message,
  isDemo: row.isDemo,
  org,
});

/** `donation_receipt_{id}_{date}.pdf`, the spec's name. */
export const receiptFileName = (row: Row) => `donation_receipt_${row.id}_${row.receivedOn ?? indiaDayOf(row.completedAt ?? row.createdAt)}.pdf`;

async function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function receiptMail(language: Language, receipt: { name: string; number: string; amount: number; campaign: string }): Omit<MailMessage, 'to'> {
  const subject = say(language, /*i18n*/ { id: 'mail.receipt.subject', message: 'Your donation receipt {number}', values: { number: receipt.number } });
  const thanks = say(language, /*i18n*/ {
    id: 'mail.receipt.body',
    message: 'Thank you for your donation of {amount} to the {campaign} campaign. Your receipt {number} is attached as a PDF; keep it to claim the deduction under section 80G where it applies.',
    values: { amount: formatRupees(receipt.amount, language), campaign: campaignName(receipt.campaign, language), number: receipt.number },
  });
  const greeting = mailGreeting(language, receipt.name);
  return {
    subject,
    text: `${greeting}\n\n${thanks}\n`,
    html: mailLayout(language, `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(thanks)}</p>`),
  };
}

/**
 * Mails a completed donation's receipt as a PDF, in its donor's language: to an offline gift's
 * e-mail when the admin wrote one, else to the donor's account. A demo donation, one without a
 * receipt number, or one whose donor has no address to write to gets no mail.
 */
export async function mailReceipt(
  deps: { db: Db; config: Config; mailer: Mailer },
  { donationId }: { donationId: string },
  signal?: AbortSignal,
): Promise<void> {
  const row = await receiptRow(deps.db, donationId);
  if (!row || row.status !== 'completed' || row.isDemo || !row.receiptNumber) return;
  const account = row.userId ? await mailContact(deps.db, row.userId) : undefined;
  const to = row.donorEmail ?? account?.email;
  if (!to) return;
  // A donor with an account chose whether donations reach them by e-mail; the receipt is on their
  // history page either way. A gift recorded offline for an e-mail alone is mailed to it.
  if (row.userId && account && !(await preferencesFor(deps.db, row.userId, account.role)).donation.email) return;
  const language = readerLanguage(account?.language);
  const pdf = await bytesOf(await receiptPdf(receiptData(row, deps.config.org, language), language));
  const mail = receiptMail(language, {
    name: row.donor ?? account?.name ?? contractText(language, m.anonymous),
    number: row.receiptNumber,
    amount: Number(row.amount),
    campaign: row.campaign,
  });
  signal?.throwIfAborted();
  await deps.mailer.send({
    to,
    ...mail,
    // Job data and test outboxes hold text: the PDF travels in base64, as a mail carries it anyway.
    attachments: [{ filename: receiptFileName(row), content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' }],
  });
}

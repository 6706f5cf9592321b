/** A donation's receipt and a donor's statement, as PDF files (donations.pdf.ts draws them). */
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { StatementQuery } from '@sahaya/contract/donations/schemas';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { donations } from '../../db/schema/donations.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../../plugins/http/auth.ts';
import { nameAndEmail } from '../people/people.service.ts';
import { receiptPdf, statementPdf, type StatementRow } from './donations.pdf.ts';
import { receiptData, receiptFileName, receiptRow } from './donations.receipts.ts';
import type { DonationDeps } from './donations.service.ts';

/**
 * The receipt of a completed donation, for its donor or an admin; anybody else learns nothing. It
 * is written in `language`: for a download, the one the page asking for it is read in.
 */
export async function receipt(deps: DonationDeps, auth: AuthContext, id: string, language: Language = defaultLanguage) {
  const row = await receiptRow(deps.db, id);
  if (!row || (auth.role !== 'admin' && row.userId !== auth.userId)) throw new AppError('DONATION_NOT_FOUND');
  if (row.status !== 'completed') throw new AppError('RECEIPT_NOT_READY');
  return { fileName: receiptFileName(row), pdf: await receiptPdf(receiptData(row, deps.config.org, language), language) };
}

/** Midnight in India of a yyyy-MM-dd day, as an instant. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A donor's statement for a period, in `language`; a person gets their own, an admin names the donor. */
export async function statement(deps: DonationDeps, auth: AuthContext, query: StatementQuery, language: Language = defaultLanguage) {
  const userId = auth.role === 'admin' ? query.userId : auth.userId;
  if (!userId) throw new AppError('STATEMENT_NEEDS_PERSON', { field: 'userId' });
  const person = await nameAndEmail(deps.db, userId);
  if (!person) throw new AppError('DONATION_NOT_FOUND');
  const to = query.to ?? indiaDayOf(new Date());
  const from = query.from ?? null;
  const paidAt = sql`coalesce(${donations.completedAt}, ${donations.createdAt})`;
  const period: SQL[] = [
    eq(donations.userId, userId),
    eq(donations.status, 'completed'),
    lt(paidAt, indiaMidnight(nextDay(to))),
    ...(from ? [gte(paidAt, indiaMidnight(from))] : []),
  ];
  const db = deps.db;
  async function* batches(): AsyncGenerator<StatementRow[]> {
    let offsetKey: { at: string; id: string } | undefined;
    for (;;) {
      const rows = await db
        .select({ id: donations.id, at: sql<string>`${paidAt}::text`, campaign: donations.campaign, amount: donations.amount, paymentId: donations.stripePaymentId, isDemo: donations.isDemo })
        .from(donations)
        .where(and(...period, offsetKey ? sql`(${paidAt}, ${donations.id}) > (${offsetKey.at}::timestamptz, ${offsetKey.id}::uuid)` : undefined))
        .orderBy(asc(paidAt), asc(donations.id))
        .limit(500);
      if (rows.length === 0) return;
      yield rows.map((r) => ({ date: new Date(r.at), campaign: r.campaign, amount: Number(r.amount), paymentId: r.paymentId, isDemo: r.isDemo }));
      const last = rows[rows.length - 1]!;
      offsetKey = { at: last.at, id: last.id };
      if (rows.length < 500) return;
    }
  }
  return {
    fileName: `donation_statement_${from ?? 'start'}_${to}.pdf`,
    pdf: await statementPdf({ donor: person.name, email: person.email, from, to }, batches(), language),
  };
}

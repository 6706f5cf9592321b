/** The call list of overdue loans, as a CSV an admin works through by phone, or a volunteer goes out with to collect. */
import { stringify } from 'csv-stringify/sync';
import { daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { say } from '../../lib/i18n.ts';
import { safeCell, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { primaryAddressLines } from '../people/addresses.service.ts';
import { overdueLoans } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';

/** The column headings, in the language of whoever downloads the list. */
const columns = (language: Language) => [
  say(language, /*i18n*/ { id: 'overdueCsv.name', message: 'Name' }),
  say(language, /*i18n*/ { id: 'overdueCsv.phone', message: 'Phone' }),
  say(language, /*i18n*/ { id: 'overdueCsv.email', message: 'E-mail' }),
  say(language, /*i18n*/ { id: 'overdueCsv.address', message: 'Address' }),
  say(language, /*i18n*/ { id: 'overdueCsv.asset', message: 'Asset' }),
  say(language, /*i18n*/ { id: 'overdueCsv.code', message: 'Code' }),
  say(language, /*i18n*/ { id: 'overdueCsv.quantity', message: 'Quantity' }),
  say(language, /*i18n*/ { id: 'overdueCsv.dueDate', message: 'Due date' }),
  say(language, /*i18n*/ { id: 'overdueCsv.daysLate', message: 'Days late' }),
];

/**
 * The file's name and its rows, oldest due first, headed in `language`; `today` is the day in India
 * (now, unless a test says otherwise), which names the file and counts the days late. Each borrower's
 * primary address is read with the rest, in one query for all of them, so a volunteer knows where
 * to go. Overdue loans are the few that did not come back, so the file is made whole in memory
 * rather than streamed.
 */
export async function overdueCsv(
  deps: Pick<AssetDeps, 'db'>,
  { language = defaultLanguage, today = indiaDayOf() }: { language?: Language; today?: string } = {},
): Promise<{ filename: string; csv: string; borrowers: string[] }> {
  const loans = await overdueLoans(deps.db, today);
  const addresses = await primaryAddressLines(deps.db, [...new Set(loans.map((loan) => loan.userId))]);
  // Names, e-mail addresses, addresses and assets are typed by people, so they are the cells a formula could hide in.
  const rows = loans.map((loan) => [
    safeCell(loan.name),
    loan.phone ?? '',
    safeCell(loan.email),
    safeCell(addresses.get(loan.userId) ?? ''),
    safeCell(loan.asset),
    loan.shortCode,
    String(loan.quantity),
    loan.returnDate,
    String(daysBetween(loan.returnDate, today)),
  ]);
  const borrowers = [...new Set(loans.map((loan) => loan.userId))];
  return { filename: `overdue_${today}.csv`, csv: stringify(rows, { ...spreadsheetCsv, columns: columns(language) }), borrowers };
}

/** The call list of overdue loans, as a CSV an admin works through by phone. */
import { stringify } from 'csv-stringify/sync';
import { daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import { safeCell, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { overdueLoans } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';

const columns = ['Name', 'Phone', 'E-mail', 'Asset', 'Quantity', 'Due date', 'Days late'];

/**
 * The file's name and its rows, oldest due first; `today` is the day in India (now, unless a test
 * says otherwise), which names the file and counts the days late. Overdue loans are the few that
 * did not come back, so the file is made whole in memory rather than streamed.
 */
export async function overdueCsv(deps: Pick<AssetDeps, 'db'>, today: string = indiaDayOf()): Promise<{ filename: string; csv: string }> {
  const loans = await overdueLoans(deps.db, today);
  // Names, e-mail addresses and assets are typed by people, so they are the cells a formula could hide in.
  const rows = loans.map((loan) => [
    safeCell(loan.name),
    loan.phone ?? '',
    safeCell(loan.email),
    safeCell(loan.asset),
    String(loan.quantity),
    loan.returnDate,
    String(daysBetween(loan.returnDate, today)),
  ]);
  return { filename: `overdue_${today}.csv`, csv: stringify(rows, { ...spreadsheetCsv, columns }) };
}

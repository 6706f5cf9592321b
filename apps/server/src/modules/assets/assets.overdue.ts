/** The call list of overdue loans, as a CSV an admin works through by phone, or a volunteer goes out with to collect. */
import { daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { heldCursorBatches } from '../../db/held-cursor.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { say } from '../../lib/i18n.ts';
import { safeCell, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import type { CsvDeps } from '../../plugins/http/csv-download.ts';
import type { Downloaded } from '../access-log/access-log.service.ts';
import { primaryAddressLines } from '../people/addresses.service.ts';
import { overdueLoans, type OverdueLoan } from './assets.lists.ts';

/** Loans a batch of the file holds. */
const BATCH_ROWS = 1000;

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
 * The file's name and the file, headed in `language`, as the admin reads it: `today` is the day in
 * India (now, unless a test says otherwise), which names the file and counts the days late. The
 * loans are read in batches through a cursor, each batch with its borrowers' primary addresses in
 * one query, so a volunteer knows where to go; `downloaded` is told each batch's borrowers before
 * their rows go out.
 */
export function overdueCsv(
  deps: CsvDeps,
  {
    language = defaultLanguage,
    today = indiaDayOf(),
    downloaded = async () => undefined,
  }: { language?: Language; today?: string; downloaded?: Downloaded } = {},
): { fileName: string; csv: NodeJS.ReadableStream } {
  async function* batches() {
    for await (const loans of heldCursorBatches<OverdueLoan>(deps, overdueLoans(deps.db, today), BATCH_ROWS)) {
      const borrowers = [...new Set(loans.map((loan) => loan.userId))];
      const addresses = await primaryAddressLines(deps.db, borrowers);
      await downloaded(borrowers);
      yield loans.map((loan) => ({ ...loan, address: addresses.get(loan.userId) ?? '' }));
    }
  }
  // Names, e-mail addresses, addresses and assets are typed by people, so they are the cells a formula could hide in.
  const cells = ({ person, address, ...loan }: OverdueLoan & { address: string }) => [
    safeCell(person.name),
    person.phone ?? '',
    safeCell(person.email),
    safeCell(address),
    safeCell(loan.asset),
    loan.shortCode,
    String(loan.quantity),
    loan.returnDate,
    String(daysBetween(loan.returnDate, today)),
  ];
  const csv = csvStream({ ...spreadsheetCsv, columns: columns(language) }, batches(), cells, (error) =>
    deps.log.error({ err: error }, 'The overdue call list failed'),
  );
  return { fileName: `overdue_${today}.csv`, csv };
}

/**
 * What every CSV the admins download shares (donations, Form 10BD, the overdue call list): they
 * are opened in a spreadsheet, so a cell must never run as a formula and the file must read as
 * UTF-8 there.
 */

/** A cell that a spreadsheet would run as a formula is written as text. */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * csv-stringify's options for a file with a header row. Every cell is quoted (quotes inside
 * doubled), empty ones too: a spreadsheet that splits on semicolons or tabs, as many set to an
 * Indian or European locale do, would otherwise split a cell at them and could run what follows
 * (`;=1+1`) as a formula. The byte order mark makes Excel on Windows read the file as UTF-8, so
 * "children’s", ₹ and Hindi names stay as written.
 */
export const spreadsheetCsv = { header: true, bom: true, quoted: true, quoted_empty: true } as const;

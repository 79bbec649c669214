/**
 * CSV files as every export of the product writes them (volunteers, planning, ticketing): cells
 * separated by commas, lines ended by CRLF, UTF-8 with a BOM so that spreadsheets read the accents,
 * and no cell that a spreadsheet would run as a formula.
 */

/** Before the first line: spreadsheets then read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * One cell: quoted when it holds a separator (comma or semicolon), a quote or a line break; a text
 * starting with = + - @ (or a tab, a CR) is defused for spreadsheets with a leading quote, unless
 * it is a plain number ("-12.50"; "-2+3" is defused). A date is written in ISO 8601, a list joined with ", ".
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(', ') : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line: its cells, then CRLF. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole file at once: the BOM, then one line per row (the header first). */
export const csvFile = (rows: readonly (readonly unknown[])[]): string => CSV_BOM + rows.map(csvLine).join('');

/**
 * A CSV file read a page at a time: the BOM and the header, then the lines of each page as one
 * chunk. `page(last)` reads the rows after `last` (null: the first page); a page shorter than
 * `pageSize` is the last one. The first page is read before anything is yielded, so that a failure
 * there can still be an error answer rather than a cut file.
 */
export async function* csvPages<R>(header: readonly unknown[], pageSize: number, page: (last: R | null) => Promise<R[]>, cells: (row: R) => readonly unknown[]): AsyncGenerator<string> {
  let rows = await page(null);
  yield CSV_BOM + csvLine(header);
  while (rows.length) {
    yield rows.map((row) => csvLine(cells(row))).join('');
    if (rows.length < pageSize) return;
    rows = await page(rows[rows.length - 1]!);
  }
}

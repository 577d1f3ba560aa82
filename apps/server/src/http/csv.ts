// The CSV files the back office downloads (a period's order parts, a bookshop's statement,
// the DAC7 report): UTF-8 led by a byte-order mark, without which spreadsheet programs read
// the accents wrongly, CRLF line ends, cells quoted as RFC 4180 says, and text a spreadsheet
// would run as a formula written as text.

/** A column of a CSV file: its header, its cell, and whether it is a number of ours. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
  /** Amounts and counts we wrote: as they are, unguarded (a refund's minus stays a number). */
  number?: boolean;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) is written as text, behind an apostrophe (OWASP's CSV
 * injection advice).
 */
export function csvCell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

/** The file: a header row, then one row per row, cells between `separator`s. */
export function csvFile<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  separator: string,
): string {
  const line = (cells: string[]) => cells.join(separator);
  const header = line(columns.map((column) => csvCell(column.header, separator)));
  const body = rows.map((row) =>
    line(
      columns.map((column) =>
        column.number ? column.cell(row) : csvCell(column.cell(row), separator),
      ),
    ),
  );
  return `\uFEFF${[header, ...body].join('\r\n')}\r\n`;
}

// The one CSV writer: every CSV the product sends (reports, 'Download my bookings') is written here
// (docs/decisions/0037-smaller-holes.md). RFC 4180 (CRLF line ends; a field with a comma, semicolon, quote or
// line break is quoted, quotes doubled), with protection against formula injection (OWASP "CSV injection"):
// wherever a spreadsheet could start a cell, a formula character there gets a leading '.
export type CsvCell = string | number | null | undefined;

/**
 * A place where a spreadsheet may start a cell, followed by what makes it run the cell as a formula.
 * A cell starts at the start of the text, but also after a ';' (French, German and other Excel versions
 * split a .csv on ';', where our quotes around a ',' do not count) and after a line break (read as a new
 * row by such a reader). Spaces and quotes before the '=' do not stop a formula, so they are skipped over.
 */
const FORMULA_AT_START = /^(?=[\s"]*[=+\-@]|[\t\r])/;
const FORMULA_AFTER_BREAK = /([;\r\n])(?=[\s"]*[=+\-@]|[\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

export function toCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers we write are ids, counts and amounts, never negative; only text can carry a formula.
  let text = String(value);
  if (typeof value === 'string')
    text = text.replace(FORMULA_AT_START, "'").replace(FORMULA_AFTER_BREAK, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}

/** A file's first line: a byte-order mark first, so that spreadsheet programs read the file as UTF-8. */
export function toCsvHeader(cells: readonly CsvCell[]): string {
  return `\uFEFF${toCsvLine(cells)}`;
}

/** Answers a CSV file as a download named `fileName` (never cached: it holds the asker's own figures). */
export function sendCsvFile(
  reply: { header(name: string, value: string): unknown; send(body: unknown): unknown },
  fileName: string,
  body: unknown,
) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(body);
}

// CSV per RFC 4180 (CRLF line ends; a field with a comma, quote or line break is quoted, quotes doubled), with
// protection against formula injection: a text cell that a spreadsheet would run as a formula gets a leading '.
export type CsvCell = string | number | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function toCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers we write are ids, counts and amounts, never negative; only text can carry a formula.
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}

/**
 * Where a spreadsheet may start a cell: the start of the value, and after
 * any separator Excel may split on (a comma, the semicolon of French- and
 * German-configured locales, a tab when pasted, a line break when an importer
 * ignores quotes), spaces allowed between. A formula begins with = + - @, or
 * hides behind a tab or CR.
 */
const FORMULA_START = /(^|[,;\t\r\n])(?=[ ]*[=+\-@\t\r])/g;

/** Characters that split a cell in some reader: such a cell is quoted, which Excel honours in every locale. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell (RFC 4180). An apostrophe before every place a cell could
 * start with a formula neutralises formula injection (OWASP's advice);
 * spreadsheets hide it and show the text.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'");
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

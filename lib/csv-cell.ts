/**
 * OWASP's CSV-injection guidance: a cell a spreadsheet would read as a formula (it starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, or the fullwidth `＝`, `＋`, `－`, `＠` that
 * spreadsheets take for them) gets a leading `'`, so it is shown as text. Every CSV export uses
 * it (leads, memberships, payments' reconciliation, GSTR-1), so it sits in no module of theirs.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? `'${cell}` : cell;
}

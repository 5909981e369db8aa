/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a leading
 * apostrophe (OWASP CSV injection). Only text: numeric cells stay numbers, so a negative flow such as -2.5
 * or a western longitude stays a number a spreadsheet can sum rather than turning into the text "'-2.5".
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A plain decimal number, as a spreadsheet reads it: sign, digits, a decimal point or comma, an exponent. */
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a leading
 * apostrophe (OWASP CSV injection). A plain number is no formula and stays as it is, whether it arrives as a
 * number or as text (the readings a tour export writes back, a billing file's own cells): a negative flow
 * such as -2.5 or a western longitude stays a number a spreadsheet can sum rather than the text "'-2.5".
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

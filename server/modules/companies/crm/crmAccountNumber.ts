/**
 * A customer account number as the CRM import accepts it: letters, digits, `-`, `_` and `.`, beginning and
 * ending with a letter or digit, at most 50 characters (the company field). It becomes one path segment of a
 * CRM URL sent with the CRM token: `.`, `..`, a slash or an escape (`%2e%2e`, which URL parsers read as `..`)
 * would reach another CRM path, and percent-encoding cannot stop dot segments.
 */
export const CRM_ACCOUNT_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,48}[A-Za-z0-9])?$/;

export const isCrmAccountNumber = (value: string): boolean => CRM_ACCOUNT_NUMBER.test(value);

import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/** Text that would read as JSON if written plainly: it keeps its quotes in the address bar. */
const LOOKS_LIKE_JSON = /^["{[]/;

/**
 * A search value as the address bar holds it: plain text (`?serial=21040010`), JSON only for structures and
 * for text that would otherwise read as one. Links written with the router's default JSON values
 * (`?serial=%2221040010%22`) still open, as the same text.
 */
function parseValue(text: string): unknown {
  if (!LOOKS_LIKE_JSON.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringifyValue(value: unknown): string {
  if (typeof value === 'string') return LOOKS_LIKE_JSON.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/**
 * The router's search (de)serialisers. As with its defaults, text that is exactly a number or a flag comes
 * back typed (`parseUrlSearch` reads either), and `0012` stays text.
 */
export const parsePlainSearch = parseSearchWith(parseValue);
export const stringifyPlainSearch = stringifySearchWith(stringifyValue, parseValue);

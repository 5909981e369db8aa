/**
 * A device EUI as the portal stores it, 16 hex digits in upper case, from the spellings integrations and
 * people use: `70-B3-D5-…`, `70:b3:…`, spaces, lower case, a `0x` in front. Null for anything else.
 */
export function normalizeEui(text: string): string | null {
  const hex = text
    .trim()
    .replace(/^0x/i, '')
    .replace(/[\s:-]/g, '')
    .toUpperCase();
  return /^[0-9A-F]{16}$/.test(hex) ? hex : null;
}

/** Longest serial number a device can have. */
export const SERIAL_MAX_LENGTH = 32;

/** Letters, digits, dash and underscore: what a meter's type plate and the low-power network accept. */
const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface SerialList {
  /** distinct serials in input order */
  serials: string[];
  /** entries that are not a valid serial number */
  invalid: string[];
  /** serials given more than once (each listed once) */
  duplicates: string[];
}

/**
 * Parses serial numbers typed comma separated (spec section 5); line breaks and semicolons separate too,
 * so a pasted column works. Blank entries are dropped, surrounding spaces trimmed.
 */
export function parseSerialList(input: string): SerialList {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const invalid: string[] = [];
  for (const entry of input.split(/[,;\r\n]+/)) {
    const serial = entry.trim();
    if (serial === '') continue;
    if (serial.length > SERIAL_MAX_LENGTH || !SERIAL_PATTERN.test(serial)) invalid.push(serial);
    else if (seen.has(serial)) duplicates.add(serial);
    else seen.add(serial);
  }
  return { serials: [...seen], invalid, duplicates: [...duplicates] };
}

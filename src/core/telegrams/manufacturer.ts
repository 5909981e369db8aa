/**
 * The manufacturer field: three letters packed five bits each, 'A' = 1, in a little-endian 16-bit word
 * (EN 13757-4 / EN 62056-21 flag association, as the DLMS UA registers them; GWF is 0x1EE6).
 */
export function manufacturerCode(field: number): string {
  const letter = (shift: number) => String.fromCharCode(((field >> shift) & 0x1f) + 64);
  return letter(10) + letter(5) + letter(0);
}

/** The 16-bit field of a three-letter code, for building telegrams (tests, simulation). */
export function manufacturerField(code: string): number {
  if (!/^[A-Z]{3}$/.test(code)) throw new RangeError(`A manufacturer code is three capital letters, not ${code}`);
  return [...code].reduce((field, char) => (field << 5) | (char.charCodeAt(0) - 64), 0);
}

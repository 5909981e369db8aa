/**
 * The data-link CRC of EN 13757-4 (§ "CRC", frame formats A and B): CRC-16 with polynomial 0x3D65, initial
 * value 0, the result complemented, sent most significant byte first. The ELL payload CRC (CI 0x8D/0x8F) uses
 * the same polynomial but is sent least significant byte first (checked against the Kamstrup vector of
 * wmbusmeters/wmbusmeters simulations/serial_aes.msg).
 */
const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let bit = 0; bit < 8; bit++) c = c & 0x8000 ? ((c << 1) ^ 0x3d65) & 0xffff : (c << 1) & 0xffff;
    table[i] = c;
  }
  return table;
})();

export function crc(bytes: Uint8Array, start: number, end: number): number {
  let c = 0;
  for (let i = start; i < end; i++) c = ((c << 8) ^ TABLE[((c >> 8) ^ bytes[i]) & 0xff]) & 0xffff;
  return c ^ 0xffff;
}

/** Whether the two bytes at `at` hold the CRC of [start, at), most significant byte first. */
export function crcMatches(bytes: Uint8Array, start: number, at: number): boolean {
  return at + 2 <= bytes.length && crc(bytes, start, at) === ((bytes[at] << 8) | bytes[at + 1]);
}

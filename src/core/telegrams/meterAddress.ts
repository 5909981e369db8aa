import { mediumOf } from './deviceType.ts';
import { manufacturerCode } from './manufacturer.ts';
import { byteHex } from './hexBytes.ts';
import { malformed } from './telegramError.ts';

/** Who sent a telegram: the M and A fields of a link or long transport header. */
export interface MeterAddress {
  /** three letters, e.g. GWF */
  manufacturer: string;
  /** the identification number, 8 BCD digits */
  id: string;
  version: number;
  device_type: number;
  medium: string;
}

/**
 * Reads M (2 bytes) then A (id 4 bytes little-endian BCD, version, device type) at `at`, the layout of the
 * link layer (EN 13757-4) and of the long transport header (EN 13757-7, CI 0x72). `raw` keeps the 8 bytes
 * for the mode 5 initialisation vector. An id with a hex digit above 9 is kept as printed (some makers use it).
 */
export function readMeterAddress(bytes: Uint8Array, at: number): MeterAddress & { raw: Uint8Array } {
  if (at + 8 > bytes.length) throw malformed('The telegram ends inside an address.');
  const id = byteHex(bytes[at + 5]) + byteHex(bytes[at + 4]) + byteHex(bytes[at + 3]) + byteHex(bytes[at + 2]);
  const deviceType = bytes[at + 7];
  return {
    manufacturer: manufacturerCode(bytes[at] | (bytes[at + 1] << 8)),
    id,
    version: bytes[at + 6],
    device_type: deviceType,
    medium: mediumOf(deviceType),
    raw: bytes.slice(at, at + 8),
  };
}

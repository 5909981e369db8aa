import { readMeterAddress, type MeterAddress } from './meterAddress.ts';
import { malformed, TelegramError } from './telegramError.ts';

export interface TransportLayer {
  ci: number;
  /** index of the CI field */
  start: number;
  header: 'none' | 'short' | 'long';
  /** the meter's own address in a long header (CI 0x72), which may differ from the radio module's */
  address?: MeterAddress & { raw: Uint8Array };
  access_number?: number;
  status?: number;
  /** configuration field, 16 bits */
  config?: number;
  /** configuration field extension (mode 7) */
  config_ext?: number;
  security_mode: number;
  /** 16-byte blocks the configuration field declares encrypted */
  encrypted_blocks: number;
  next: number;
}

/** CI fields of application data from a meter with no, short and long transport header (EN 13757-7). */
const HEADERS: Record<number, TransportLayer['header']> = { 0x78: 'none', 0x7a: 'short', 0x72: 'long' };

/**
 * The transport layer (EN 13757-7 §7; OMS Vol. 2 §7.2): short header = access number, status, configuration;
 * the long header puts the meter's id, manufacturer, version and device type before them. The configuration
 * field holds the security mode in bits 8–12 and, for modes 5 and 7, the number of encrypted 16-byte blocks in
 * bits 4–7; mode 7 adds one configuration extension byte (key derivation in bits 4–5).
 */
export function readTransportLayer(bytes: Uint8Array, at: number): TransportLayer {
  const ci = bytes[at];
  const header = HEADERS[ci];
  if (!header) {
    const what = ci === 0x79 ? 'A compact frame (CI 0x79) needs its full frame first and' : `CI 0x${hex(ci)}`;
    throw new TelegramError('telegram_unsupported', `${what} is not supported.`);
  }
  if (header === 'none') return { ci, start: at, header, security_mode: 0, encrypted_blocks: 0, next: at + 1 };
  let pos = at + 1;
  let address: TransportLayer['address'];
  if (header === 'long') {
    address = readMeterAddress(reorderLong(bytes, pos), 0);
    pos += 8;
  }
  if (pos + 4 > bytes.length) throw malformed('The telegram ends inside its transport header.');
  const config = bytes[pos + 2] | (bytes[pos + 3] << 8);
  const mode = (config >> 8) & 0x1f;
  const tpl: TransportLayer = {
    ci,
    start: at,
    header,
    address,
    access_number: bytes[pos],
    status: bytes[pos + 1],
    config,
    security_mode: mode,
    encrypted_blocks: mode === 5 || mode === 7 ? (config >> 4) & 0x0f : 0,
    next: pos + 4,
  };
  if (mode === 7) {
    if (tpl.next + 1 > bytes.length) throw malformed('The telegram ends before its configuration extension.');
    tpl.config_ext = bytes[tpl.next++];
  } else if (mode !== 0 && mode !== 5) {
    throw new TelegramError('telegram_unsupported', `Security mode ${mode} is not supported.`);
  }
  return tpl;
}

/** The long header sends A (id, version, type) before M: reorder to M then A, the link layer's layout. */
function reorderLong(bytes: Uint8Array, at: number): Uint8Array {
  if (at + 8 > bytes.length) throw malformed('The telegram ends inside its long transport header.');
  const out = new Uint8Array(8);
  out.set(bytes.subarray(at + 4, at + 6), 0);
  out.set(bytes.subarray(at, at + 4), 2);
  out.set(bytes.subarray(at + 6, at + 8), 6);
  return out;
}

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

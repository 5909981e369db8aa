import type { AlertState } from '../domain/alertStates.ts';
import { readAuthenticationLayer, type AuthenticationLayer } from './authenticationLayer.ts';
import { readDataRecords, type TelegramRecord } from './dataRecords.ts';
import { decryptPayload } from './decryptPayload.ts';
import { ELL_CIS, readExtendedLinkLayer, type ExtendedLinkLayer } from './extendedLinkLayer.ts';
import { hexBytes } from './hexBytes.ts';
import { readLinkLayer } from './linkLayer.ts';
import type { MeterAddress } from './meterAddress.ts';
import { readFrame, type Frame, type FrameFormat } from './parseFrame.ts';
import { errorFlagNames } from './errorFlags.ts';
import { alertStatesOfFlags, gwfStatus, statusByteFlags } from './statusFlags.ts';
import { malformed, TelegramError, type TelegramErrorCode } from './telegramError.ts';
import { telegramValues, type TelegramValues } from './telegramValues.ts';
import { KeyLookupError, keyLookup, plainAddress, type KeySource } from './telegramKey.ts';
import { readTransportLayer } from './transportLayer.ts';

export interface DecodeOptions {
  /** the key, or a function that finds it (asked at most once, and only when something is encrypted) */
  key?: KeySource;
}

export interface DecodedTelegram extends MeterAddress {
  /** the radio module's address from the link layer (the meter's own when there is no long header) */
  link: MeterAddress;
  c_field: number;
  frame_format: FrameFormat;
  /** CI of the transport layer: 0x72, 0x7A or 0x78 */
  ci: number;
  security_mode: number;
  encrypted: boolean;
  access_number: number | null;
  status_byte: number | null;
  values: TelegramValues;
  /** status flags: the status byte's standard bits, the manufacturer's block and error flags record where known */
  status: string[];
  /** the same mapped to the portal's alert states */
  alerts: AlertState[];
  records: TelegramRecord[];
  manufacturer_data?: string;
  more_records_follow: boolean;
  extended_link_layer?: ExtendedLinkLayer;
}

export type DecodeResult =
  { ok: true; telegram: DecodedTelegram } | { ok: false; code: TelegramErrorCode; message: string };

/**
 * Decodes one wireless M-Bus / OMS telegram (hex text or bytes) into its sender, readings and records.
 * Never throws on any input: every refusal is one of the codes of telegramError.ts, and nothing is returned
 * from data that could not be decrypted. Only an error thrown by the caller's own key function is passed on.
 */
export function decodeTelegram(input: string | Uint8Array, options: DecodeOptions = {}): DecodeResult {
  try {
    const key = once(options.key);
    const raw = typeof input === 'string' ? hexBytes(input) : input;
    return { ok: true, telegram: readFrame(raw, (frame) => decode(frame, key)) };
  } catch (error) {
    if (error instanceof TelegramError) return { ok: false, code: error.code, message: error.message };
    if (error instanceof KeyLookupError) throw error.reason;
    // a fault of the decoder itself must still not escape as a crash of the caller
    return { ok: false, code: 'telegram_malformed', message: 'The telegram could not be read.' };
  }
}

/** A key function asked once however many readings of the frame are tried; a key as it is. */
function once(source: KeySource | undefined): KeySource | undefined {
  if (typeof source !== 'function') return source;
  let found: { key: ReturnType<typeof source> } | undefined;
  return (sender) => (found ??= { key: source(sender) }).key;
}

function decode(frame: Frame, source: KeySource | undefined): DecodedTelegram {
  const link = readLinkLayer(frame.bytes);
  let bytes = frame.bytes;
  let pos = link.next;
  let meter = link.address;
  const key = keyLookup(source, link.address, () => meter);
  let ell: ExtendedLinkLayer | undefined;
  if (ELL_CIS.has(bytes[pos])) {
    const read = readExtendedLinkLayer(bytes, pos, link.address.raw, key);
    ({ ell, bytes } = read);
    pos = read.next;
  }
  let afl: AuthenticationLayer | undefined;
  if (bytes[pos] === 0x90) {
    const read = readAuthenticationLayer(bytes, pos);
    afl = read.afl;
    pos = read.next;
  }
  if (pos >= bytes.length) throw malformed('The telegram has no transport layer.');
  const tpl = readTransportLayer(bytes, pos);
  meter = tpl.address ?? link.address;
  const { data, encrypted } = decryptPayload(bytes, tpl, meter.raw, afl, key);
  const app = readDataRecords(data, 0);
  const values = telegramValues(app.records);
  const status = tpl.status === undefined ? [] : statusByteFlags(tpl.status);
  const vendor =
    meter.manufacturer === 'GWF' || link.address.manufacturer === 'GWF' ? gwfStatus(app.manufacturer_data) : undefined;
  if (vendor) {
    for (const flag of vendor.flags) if (!status.includes(flag)) status.push(flag);
    values.battery_years ??= vendor.battery_years;
  }
  // the error flags record is the meter's own: read by the meter's maker
  for (const flag of errorFlagNames(meter.manufacturer, values.error_flags))
    if (!status.includes(flag)) status.push(flag);
  const telegram: DecodedTelegram = {
    manufacturer: meter.manufacturer,
    id: meter.id,
    version: meter.version,
    device_type: meter.device_type,
    medium: meter.medium,
    link: plainAddress(link.address),
    c_field: link.c,
    frame_format: frame.format,
    ci: tpl.ci,
    security_mode: tpl.security_mode,
    encrypted: encrypted || (ell?.encrypted ?? false),
    access_number: tpl.access_number ?? ell?.access_number ?? null,
    status_byte: tpl.status ?? null,
    values,
    status,
    alerts: alertStatesOfFlags(status),
    records: app.records,
    more_records_follow: app.more_records_follow,
  };
  if (app.manufacturer_data !== undefined) telegram.manufacturer_data = app.manufacturer_data;
  if (ell) telegram.extended_link_layer = ell;
  return telegram;
}

import type { AlertState } from '../domain/alertStates.ts';

/**
 * The transport layer's status byte (EN 13757-7 §7.5.6, the same in OMS Vol. 2 Table "Status field"):
 * bits 0–1 application status (01 busy, 10 any application error, 11 abnormal condition / alarm), bit 2 power
 * low, bit 3 permanent error, bit 4 temporary error; bits 5–7 belong to the manufacturer and are not named.
 */
export function statusByteFlags(status: number): string[] {
  const flags: string[] = [];
  const application = ['', 'application_busy', 'application_error', 'abnormal_condition'][status & 3];
  if (application) flags.push(application);
  if (status & 0x04) flags.push('power_low');
  if (status & 0x08) flags.push('permanent_error');
  if (status & 0x10) flags.push('temporary_error');
  return flags;
}

export interface VendorStatus {
  flags: string[];
  battery_years?: number;
  power_saving?: boolean;
}

/**
 * GWF's manufacturer-specific block (after DIF 0x0F) of its water meters' radio modules: type byte 0x01, a
 * status byte (0x02 continuous flow, 0x08 broken pipe, 0x20 battery low, 0x40 backflow) and a byte whose bit 0
 * is the power-saving mode and whose value / 8, in half years, is the remaining battery life. GWF publishes no
 * open document of this block that we could find; the bits are those of the open-source decoder
 * wmbusmeters/wmbusmeters, drivers/src/gwfwater.xmq (with its test telegrams). Other type bytes are not read.
 */
export function gwfStatus(manufacturerData: string | undefined): VendorStatus | undefined {
  if (!manufacturerData || manufacturerData.length < 6 || !manufacturerData.startsWith('01')) return undefined;
  const a = parseInt(manufacturerData.slice(2, 4), 16);
  const b = parseInt(manufacturerData.slice(4, 6), 16);
  const flags: string[] = [];
  if (a & 0x02) flags.push('continuous_flow');
  if (a & 0x08) flags.push('broken_pipe');
  if (a & 0x20) flags.push('battery_low');
  if (a & 0x40) flags.push('backflow');
  return { flags, battery_years: Math.floor(b / 8) * 0.5, power_saving: (b & 1) === 1 };
}

/**
 * Flags to the spec's alert states (spec section 3, "Report alert states"). The spec has no leak, burst or tamper
 * state: a leak is water that never stops flowing (`continuous_flow`, as GWF's own bit says it), a burst is a
 * broken pipe, and a meter reporting manipulation or its removal needs a visit as any meter error does
 * (`system_error`). Past events (`was_…`), sizing hints and a bit that means leak or no usage at once raise none.
 */
const ALERTS: Record<string, AlertState> = {
  // the status byte's standard bits (statusByteFlags)
  power_low: 'battery_low',
  application_error: 'system_error',
  abnormal_condition: 'system_error',
  permanent_error: 'system_error',
  temporary_error: 'system_error',
  // GWF's manufacturer block (gwfStatus) and the makers' error flags records (errorFlags.ts)
  battery_low: 'battery_low',
  continuous_flow: 'continuous_flow',
  leak: 'continuous_flow',
  broken_pipe: 'broken_pipe',
  burst: 'broken_pipe',
  backflow: 'backflow',
  no_usage: 'no_usage',
  tamper: 'system_error',
  removed: 'system_error',
  software_error: 'system_error',
  checksum_error: 'system_error',
  sensor_error: 'system_error',
  measurement_error: 'system_error',
};

/** The spec's alert states (src/core/domain/alertStates.ts) that a telegram's status flags stand for. */
export function alertStatesOfFlags(flags: readonly string[]): AlertState[] {
  return [...new Set(flags.flatMap((flag) => (ALERTS[flag] ? [ALERTS[flag]] : [])))];
}

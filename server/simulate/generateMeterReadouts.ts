import { alertBit } from '../../src/core/domain/alertStates.ts';
import { createRandom } from './createRandom.ts';
import type { MeterProfile, StepSpan } from './MeterProfile.ts';
import type { ReadoutRow } from './ReadoutRow.ts';

const STEP_SECONDS = 15 * 60;
const BACKFLOW_BIT = alertBit('backflow');

/** Share of the daily peak for each quarter hour: morning and evening peaks, a lunch bump, quiet nights. */
function dailyShape(peaks: Array<[hour: number, height: number, width: number]>): Float64Array {
  const raw = Array.from(
    { length: 96 },
    (_, q) => 0.04 + peaks.reduce((sum, [at, h, w]) => sum + h * Math.exp(-((q / 4 - at) ** 2) / w), 0),
  );
  const max = Math.max(...raw);
  return Float64Array.from(raw, (value) => value / max);
}

const WEEKDAY = dailyShape([
  [7, 0.9, 1.5],
  [19.5, 0.55, 3],
  [12.5, 0.25, 4],
]);
const WEEKEND = dailyShape([
  [9.5, 0.7, 3],
  [19, 0.5, 4],
  [13, 0.35, 4],
]);

const within = (span: StepSpan | null, k: number) => span !== null && k >= span.from && k <= span.to;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface SimulatedPeriod {
  /** epoch seconds of the first reading */
  startEpoch: number;
  steps: number;
}

/**
 * The readings of one meter, step by step, deterministic from its profile: daily usage shape (weekends
 * later and flatter), quiet nights with the odd night draw, slow battery decay, seasonal temperature, and
 * the profile's episodes. Transmission gaps skip rows but not noise draws, so episodes never shift.
 */
export function generateMeterReadouts(p: MeterProfile, period: SimulatedPeriod, emit: (row: ReadoutRow) => void): void {
  const random = createRandom(p.noiseSeed);
  const startDate = new Date(period.startEpoch * 1000);
  const firstWeekday = startDate.getUTCDay();
  const dayOfYear = Math.floor((startDate.getTime() - Date.UTC(startDate.getUTCFullYear(), 0, 1)) / 86_400_000);
  const sf = p.lora ? clamp(7 + Math.trunc((-p.rssi - 95) / 5), 7, 12) : null;
  let volume = p.startVolume;
  const row: ReadoutRow = {
    installationId: p.installationId,
    epoch: 0,
    totalVolume: 0,
    flow: 0,
    level1: null,
    meanVelocity: null,
    sensorStatus: 0,
    temperature: 0,
    batteryVoltage: 0,
    battery1Status: null,
    battery2Status: null,
    batteryLifetime: null,
    signalStrength: 0,
    spreadingFactor: sf,
    alertFlags: 0,
  };
  for (let k = 0; k < period.steps; k++) {
    const r1 = random.next();
    const r2 = random.next();
    const q = k % 96;
    const d = Math.floor(k / 96);
    const shape = ((firstWeekday + d) % 7) % 6 === 0 ? WEEKEND[q] : WEEKDAY[q];
    let flow: number;
    if (within(p.backflow, k)) flow = -p.backflow!.rate * (0.5 + r2);
    else if (within(p.noUsage, k)) flow = 0;
    else {
      flow = p.lora
        ? Math.max(0, p.scale * (shape * (0.55 + 0.9 * r1) - 0.12)) + (r1 > 0.97 ? 0.05 * p.scale : 0)
        : p.baseFlow + p.scale * shape * (0.8 + 0.4 * r1);
      if (within(p.leak, k)) flow += p.leak!.rate * (0.9 + 0.2 * r2);
      if (within(p.burst, k)) flow += p.burst!.rate * (0.8 + 0.4 * r2);
    }
    volume += flow / 4;
    if (within(p.gap, k)) continue;
    const volt = p.batteryStart - (p.batteryDecayPerDay * k) / 96 - 0.01 * r2;
    const fault = within(p.fault, k) ? p.fault!.bits : 0;
    row.epoch = period.startEpoch + k * STEP_SECONDS;
    row.totalVolume = round(volume, 3);
    row.flow = round(flow, 4);
    row.sensorStatus = fault;
    row.temperature = round(
      p.temperature +
        4 * Math.sin((2 * Math.PI * (dayOfYear + d - 110)) / 365) +
        1.2 * Math.sin((2 * Math.PI * (q - 40)) / 96) +
        0.3 * r2,
      2,
    );
    row.batteryVoltage = round(volt, 3);
    row.signalStrength = p.rssi + Math.round(8 * r2 - 4);
    row.alertFlags = (flow < 0 ? BACKFLOW_BIT : 0) | fault;
    if (p.lora) {
      row.batteryLifetime = Math.max(0, p.lifetimeStart - d);
    } else {
      row.level1 = round(0.08 + 0.5 * Math.sqrt(Math.max(flow, 0) / p.scale), 3);
      row.meanVelocity = round(Math.sign(flow) * (0.05 + (1.1 * Math.abs(flow)) / p.scale), 3);
      row.battery1Status = clamp(Math.round((volt - 3.0) / 0.006), 0, 100);
      row.battery2Status = clamp(Math.round(100 - (p.batteryDecayPerDay * k) / 9.6), 0, 100);
    }
    emit(row);
  }
}

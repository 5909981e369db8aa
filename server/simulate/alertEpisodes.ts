import { ALERT_STATES, alertBit, type AlertState } from '../../src/core/domain/alertStates.ts';

/** One meter's readings of one day, aggregated. */
export interface DayStats {
  day: number;
  count: number;
  minFlow: number | null;
  maxFlow: number | null;
  /** m3 drawn that day (backflow not subtracted) */
  usage: number;
  minVoltage: number | null;
  minLifetime: number | null;
  flags: number;
}

export interface AlertEpisode {
  state: AlertState;
  fromDay: number;
  toDay: number;
  /** still going on the last day of the data */
  open: boolean;
}

const READINGS_PER_DAY = 96;
const AFM_LOW_VOLTAGE = 3.3;
const LORA_LOW_LIFETIME_DAYS = 365;
/** a day's peak this many times the meter's usual daily peak is a burst */
const BURST_FACTOR = 3;
/** states the meter reports itself in its flags (sensor and decoding faults) */
const REPORTED = ALERT_STATES.filter(
  (state) =>
    !['backflow', 'battery_low', 'continuous_flow', 'broken_pipe', 'no_usage', 'communication_error'].includes(state),
);
/** days in a row a rule must hold before it is an alert */
const MIN_DAYS: Partial<Record<AlertState, number>> = { no_usage: 3 };
/**
 * Days before a day that a derivation from that day must know besides the alerts running into it: a rule's days
 * in a row not yet an alert (so not stored) run back this far at most.
 */
export const RUN_LOOKBACK_DAYS = Math.max(...Object.values(MIN_DAYS)) - 1;
/** days whose peaks make a meter's usual peak on the day after them */
export const PEAK_DAYS = 30;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A meter's usual daily peak before `day`: the median of its peaks in the PEAK_DAYS days before (0 without any). */
function usualPeakBefore(byDay: ReadonlyMap<number, DayStats>, day: number): number {
  const peaks: number[] = [];
  for (let before = day - PEAK_DAYS; before < day; before++) {
    const stats = byDay.get(before);
    if (stats && stats.count > 0 && (stats.maxFlow ?? 0) > 0) peaks.push(stats.maxFlow!);
  }
  return median(peaks);
}

/** Where a derivation starts: its first day, and the alerts running into it (their first day). */
export interface EpisodeStart {
  day: number;
  running: ReadonlyMap<AlertState, number>;
}

/** The alert states a day shows, by the rules of the meter's type. */
function statesOfDay(stats: DayStats, lora: boolean, usualPeak: number): AlertState[] {
  const states: AlertState[] = [];
  if (stats.count < READINGS_PER_DAY / 2) states.push('communication_error');
  if (stats.count === 0) return states;
  if ((stats.flags & alertBit('backflow')) !== 0 || (stats.minFlow ?? 0) < -0.001) states.push('backflow');
  if (stats.usage < 0.001) states.push('no_usage');
  if (lora && stats.count >= READINGS_PER_DAY / 2 && (stats.minFlow ?? 0) > 0.002) states.push('continuous_flow');
  if (usualPeak > 0 && (stats.maxFlow ?? 0) > BURST_FACTOR * usualPeak) states.push('broken_pipe');
  const lowBattery = lora
    ? (stats.minLifetime ?? Infinity) < LORA_LOW_LIFETIME_DAYS
    : (stats.minVoltage ?? Infinity) < AFM_LOW_VOLTAGE;
  if (lowBattery) states.push('battery_low');
  for (const state of REPORTED) if ((stats.flags & alertBit(state)) !== 0) states.push(state);
  return states;
}

/**
 * Derives a meter's alert episodes from its daily readout statistics over days start.day…lastDay (from day 0 with
 * none running unless `start` says otherwise): consecutive days showing a state make one episode; missing days
 * count as days without readouts. A day's states depend on that day and the PEAK_DAYS before it (its usual peak),
 * so a derivation from a later day, given the stats of the PEAK_DAYS before it and the alerts running into it
 * (RUN_LOOKBACK_DAYS after their last change), finds what a derivation from day 0 finds from there on.
 */
export function alertEpisodes(
  days: DayStats[],
  lora: boolean,
  lastDay: number,
  start: EpisodeStart = { day: 0, running: new Map() },
): AlertEpisode[] {
  const byDay = new Map(days.map((stats) => [stats.day, stats]));
  const episodes: AlertEpisode[] = [];
  const running = new Map(start.running);
  const close = (state: AlertState, fromDay: number, toDay: number) => {
    if (toDay - fromDay + 1 >= (MIN_DAYS[state] ?? 1))
      episodes.push({ state, fromDay, toDay, open: toDay === lastDay });
  };
  for (let day = start.day; day <= lastDay; day++) {
    const stats = byDay.get(day) ?? {
      day,
      count: 0,
      minFlow: null,
      maxFlow: null,
      usage: 0,
      minVoltage: null,
      minLifetime: null,
      flags: 0,
    };
    const today = new Set(statesOfDay(stats, lora, usualPeakBefore(byDay, day)));
    for (const [state, fromDay] of running) {
      if (!today.has(state)) {
        close(state, fromDay, day - 1);
        running.delete(state);
      }
    }
    for (const state of today) if (!running.has(state)) running.set(state, day);
  }
  for (const [state, fromDay] of running) close(state, fromDay, lastDay);
  return episodes.sort((a, b) => a.fromDay - b.fromDay || a.state.localeCompare(b.state));
}

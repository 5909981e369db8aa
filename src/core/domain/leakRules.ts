import type { AlertState } from './alertStates.ts';
import { DEFAULT_NIGHT_WINDOW } from './nightWindow.ts';

/**
 * Leak rules of a company, with explicit thresholds. A run's duration is the time from its first to its
 * last reading, so at 15-minute readings '30 minutes' needs three readings in a row.
 */
export interface LeakRules {
  /** continuous_flow: flow at or above `continuous_flow_min_m3h` for this many hours without a pause */
  continuous_flow_hours: number;
  continuous_flow_min_m3h: number;
  /** broken_pipe: flow above this share of the meter type's nominal flow for `burst_minutes` */
  burst_share: number;
  burst_minutes: number;
  /** nominal flow per meter type, m3/h */
  nominal_flow_m3h: Record<string, number>;
  /** backflow: the register running backwards by at least this volume in one run */
  backflow_volume_m3: number;
  /** no_usage: the register moving less than `no_usage_max_m3` for this many days */
  no_usage_days: number;
  no_usage_max_m3: number;
  /** the night window, local times `HH:MM`; an end at or before the start lies on the next day (1 to 6 hours) */
  night_start: string;
  night_end: string;
  /** night_flow: the mean flow in the night window above this (m3/h) for `night_flow_nights` nights in a row */
  night_flow_min_m3h: number;
  night_flow_nights: number;
}

export const DEFAULT_LEAK_RULES: Readonly<LeakRules> = {
  continuous_flow_hours: 24,
  continuous_flow_min_m3h: 0.005,
  burst_share: 1.2,
  burst_minutes: 30,
  nominal_flow_m3h: { rcmlrwotaa: 2.5, afm: 100 },
  backflow_volume_m3: 0.005,
  no_usage_days: 3,
  no_usage_max_m3: 0.001,
  night_start: DEFAULT_NIGHT_WINDOW.start,
  night_end: DEFAULT_NIGHT_WINDOW.end,
  // 10 l/h through the quietest hours, three nights running: a dripping cistern or a pipe leaking
  night_flow_min_m3h: 0.01,
  night_flow_nights: 3,
};

/** The states these rules produce (the others come from the meters' own flags and the battery). */
export const LEAK_STATES = [
  'continuous_flow',
  'broken_pipe',
  'backflow',
  'no_usage',
] as const satisfies readonly AlertState[];
export type LeakState = (typeof LEAK_STATES)[number];

/** One reading, in time order; `t` in epoch milliseconds. */
export interface LeakSample {
  t: number;
  flow: number | null;
  totalVolume: number | null;
}

export interface LeakEpisode {
  state: LeakState;
  from: number;
  to: number;
  /** still going at the last reading */
  open: boolean;
}

/** Readings further apart than this break every run: nobody knows what happened in between. */
export const MAX_READING_GAP_MS = 2 * 3_600_000;

interface Run {
  from: number;
  to: number;
  /** volume the run has moved (backflow: backwards; no usage: since its start) */
  volume: number;
  base: number;
}

/**
 * Detects leak episodes in one meter's readings with constant memory: readings are pushed one by one
 * (a year of 15-minute readings never sits in memory), episodes come out at `finish()`.
 */
export function createLeakDetector(rules: LeakRules, meterType: string) {
  const episodes: LeakEpisode[] = [];
  const burstFlow = rules.burst_share * (rules.nominal_flow_m3h[meterType] ?? Infinity);
  const runs: Partial<Record<LeakState, Run>> = {};
  let previous: LeakSample | null = null;

  const long = (state: LeakState, run: Run) => {
    const ms = run.to - run.from;
    if (state === 'continuous_flow') return ms >= rules.continuous_flow_hours * 3_600_000;
    if (state === 'broken_pipe') return ms >= rules.burst_minutes * 60_000;
    if (state === 'no_usage') return ms >= rules.no_usage_days * 86_400_000;
    return run.volume >= rules.backflow_volume_m3;
  };
  const close = (state: LeakState, open: boolean) => {
    const run = runs[state];
    if (run && long(state, run)) episodes.push({ state, from: run.from, to: run.to, open });
    delete runs[state];
  };
  const extend = (state: LeakState, sample: LeakSample, holds: boolean, volume = 0) => {
    if (!holds) return close(state, false);
    const run = (runs[state] ??= { from: sample.t, to: sample.t, volume: 0, base: sample.totalVolume ?? 0 });
    run.to = sample.t;
    run.volume += volume;
  };

  return {
    push(sample: LeakSample): void {
      if (previous && sample.t - previous.t > MAX_READING_GAP_MS) for (const state of LEAK_STATES) close(state, false);
      if (sample.flow !== null) {
        extend('continuous_flow', sample, sample.flow >= rules.continuous_flow_min_m3h);
        extend('broken_pipe', sample, sample.flow > burstFlow);
      }
      if (sample.totalVolume !== null) {
        const before = previous?.totalVolume ?? null;
        const step = before === null ? 0 : sample.totalVolume - before;
        // a backflow run starts at the last reading before the register turned backwards
        if (step < 0 && !runs.backflow && previous) extend('backflow', previous, true);
        extend('backflow', sample, step < 0, -step);
        const still = runs.no_usage;
        if (still && Math.abs(sample.totalVolume - still.base) > rules.no_usage_max_m3) close('no_usage', false);
        extend('no_usage', sample, true);
      }
      previous = sample;
    },
    finish(): LeakEpisode[] {
      for (const state of LEAK_STATES) close(state, true);
      return episodes.sort((a, b) => a.from - b.from || a.state.localeCompare(b.state));
    },
  };
}

/** The episodes of a whole series at once (tests, small ranges). */
export function detectLeaks(samples: Iterable<LeakSample>, rules: LeakRules, meterType: string): LeakEpisode[] {
  const detector = createLeakDetector(rules, meterType);
  for (const sample of samples) detector.push(sample);
  return detector.finish();
}

import type { LeakEpisode, LeakRules } from './leakRules.ts';

/** A night-flow alert: like a leak episode, `open` while the nights are still above the threshold. */
export type NightFlowEpisode = Omit<LeakEpisode, 'state'> & { state: 'night_flow' };

/** One meter's mean flow in one night's window (m³/h); `from` and `to` bound the window, epoch ms. */
export interface NightFlowNight {
  from: number;
  to: number;
  m3h: number;
}

/**
 * Sustained night flow: the mean flow in the night window above `night_flow_min_m3h` for
 * `night_flow_nights` nights in a row raises `night_flow` from the first of those nights; the first night
 * below ends it with that night's window. A night without a value (no two readings in its window) breaks a
 * run that has not raised the alert yet, and leaves a raised one as it is. Nights in time order, whole ones only.
 * `raisedFrom`: the alert was already raised from then before the first of `nights` (a derivation that looks
 * back only so far carries it on).
 */
export function nightFlowEpisodes(
  nights: Iterable<NightFlowNight>,
  rules: Pick<LeakRules, 'night_flow_min_m3h' | 'night_flow_nights'>,
  raisedFrom?: number,
): NightFlowEpisode[] {
  const episodes: NightFlowEpisode[] = [];
  let run: { from: number; to: number; nights: number } | null =
    raisedFrom === undefined ? null : { from: raisedFrom, to: raisedFrom, nights: rules.night_flow_nights };
  let previous: NightFlowNight | null = null;
  const close = (to: number, open: boolean) => {
    if (run && run.nights >= rules.night_flow_nights) episodes.push({ state: 'night_flow', from: run.from, to, open });
    run = null;
  };
  for (const night of nights) {
    // a night missing between two known ones (no value) breaks a run not yet raised
    const gap = previous !== null && night.from - previous.from > 1.5 * 86_400_000;
    if (gap && run && run.nights < rules.night_flow_nights) run = null;
    if (night.m3h > rules.night_flow_min_m3h) {
      run ??= { from: night.from, to: night.to, nights: 0 };
      run.nights += 1;
      run.to = night.to;
    } else close(night.to, false);
    previous = night;
  }
  close(run?.to ?? 0, true);
  return episodes;
}

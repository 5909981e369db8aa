import { ALERT_STATES, alertBit, type AlertState } from '../../src/core/domain/alertStates.ts';
import type { Random } from './createRandom.ts';
import type { MeterProfile, StepSpan } from './MeterProfile.ts';

/** the AFM's sensor faults: the states from 'system_error' up to the LoRa decoder's 'encoder_error' */
const AFM_FAULTS: AlertState[] = ALERT_STATES.slice(
  ALERT_STATES.indexOf('system_error'),
  ALERT_STATES.indexOf('encoder_error'),
);
const LORA_FAULTS: AlertState[] = ['encoder_error', 'parsing_error'];
const STEPS_PER_HOUR = 4;
const STEPS_PER_DAY = 96;

/** An episode of `minSteps`…`maxSteps` somewhere in `steps`; some run on to the end (still open). */
function span(random: Random, steps: number, minSteps: number, maxSteps: number, openChance = 0.3): StepSpan {
  const length = Math.min(steps, random.int(minSteps, maxSteps));
  if (random.chance(openChance)) return { from: steps - length, to: steps - 1 };
  const from = random.int(0, Math.max(0, steps - length));
  return { from, to: Math.min(steps - 1, from + length - 1) };
}

/** Draws one meter's usage, battery, radio and episodes for a period of `steps` readings. */
export function planMeterProfile(random: Random, installationId: number, lora: boolean, steps: number): MeterProfile {
  const scale = lora ? random.between(0.15, 0.9) : random.between(8, 60);
  const lowBattery = random.chance(0.08);
  const days = steps / STEPS_PER_DAY;
  return {
    installationId,
    lora,
    scale,
    baseFlow: lora ? 0 : scale * random.between(0.1, 0.3),
    startVolume: lora ? random.between(20, 2500) : random.between(5_000, 400_000),
    batteryStart: lowBattery ? random.between(3.28, 3.34) : random.between(3.55, 3.65),
    batteryDecayPerDay: random.between(0.0002, 0.0009),
    lifetimeStart: lowBattery ? random.int(120, 200) : random.int(900, 4_200),
    rssi: random.int(-124, -72),
    temperature: random.between(8, 14),
    leak:
      lora && random.chance(0.12)
        ? { ...span(random, steps, 2 * STEPS_PER_DAY, 10 * STEPS_PER_DAY), rate: random.between(0.015, 0.08) }
        : null,
    burst: random.chance(0.04)
      ? { ...span(random, steps, 2 * STEPS_PER_HOUR, 8 * STEPS_PER_HOUR, 0.1), rate: scale * random.between(5, 10) }
      : null,
    backflow: random.chance(0.08)
      ? { ...span(random, steps, STEPS_PER_HOUR, 4 * STEPS_PER_HOUR, 0.1), rate: scale * random.between(0.05, 0.3) }
      : null,
    noUsage: random.chance(0.08)
      ? span(random, steps, 4 * STEPS_PER_DAY, Math.max(4, Math.min(20, days)) * STEPS_PER_DAY)
      : null,
    fault: random.chance(lora ? 0.04 : 0.1)
      ? {
          ...span(random, steps, 6 * STEPS_PER_HOUR, 5 * STEPS_PER_DAY),
          bits: alertBit(random.pick(lora ? LORA_FAULTS : AFM_FAULTS)),
        }
      : null,
    gap: random.chance(0.05) ? span(random, steps, STEPS_PER_DAY, 4 * STEPS_PER_DAY, 0.2) : null,
    noiseSeed: random.int(1, 2_000_000_000),
  };
}

import type { Db } from '../../db/createDatabase.ts';
import { createRandom, type Random } from '../../simulate/createRandom.ts';
import { tourMeters } from './tourMeters.ts';
import type { RegisterRow, TourRow } from './tourRepository.ts';

/** What a household meter adds between its newest reading and the reader's visit: a few cubic metres at most. */
const CONSUMPTION_M3 = { min: 0.2, max: 3 };

/**
 * A plausible reading for every unread register, seeded by the tour so a demo shows the same numbers each
 * time. A meter the tour's company has continues its own register: its newest reading plus a little
 * consumption, whatever range the file expected (a reader writes down what the meter shows). A register
 * of an unknown meter gets a draw inside its range, or a little above its previous value.
 */
export async function simulateReadings(db: Db, tour: TourRow, registers: RegisterRow[]): Promise<Map<number, number>> {
  const meters = await tourMeters(
    db,
    tour.companyId,
    registers.map((r) => r.meterSerial),
  );
  const random = createRandom(tour.id);
  const readings = new Map<number, number>();
  for (const r of registers) {
    if (r.readValue !== null) continue;
    const newest = inCubicMetres(r) ? (meters.get(r.meterSerial)?.volume ?? null) : null;
    readings.set(r.id, Math.round(simulatedValue(r, newest, random) * 1000) / 1000);
  }
  return readings;
}

/** whether the register counts what the meter's volume counts (a file may leave the unit out) */
const inCubicMetres = (register: RegisterRow) => /^(m3|m³)?$/i.test(register.unit.trim());

function simulatedValue(register: RegisterRow, newest: number | null, random: Random): number {
  const used = random.between(CONSUMPTION_M3.min, CONSUMPTION_M3.max);
  if (newest !== null) return Math.max(newest, register.previousValue ?? newest) + used;
  const { minValue: min, maxValue: max } = register;
  if (min !== null && max !== null) return min + (max - min) * random.next();
  return Math.max(register.previousValue ?? 0, min ?? 0) + used;
}

import type { Db } from '../../db/createDatabase.ts';
import { createRandom } from '../../simulate/createRandom.ts';
import { tourMeters } from './tourMeters.ts';
import type { RegisterRow, TourRow } from './tourRepository.ts';

/**
 * A plausible reading for every unread register: the meter's simulated volume where the company has the
 * meter and the value fits the register's range, else a draw inside the range (or a little above the
 * previous value). Seeded by the tour, so a demo shows the same numbers each time.
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
    const fits = (v: number) => (r.minValue === null || v >= r.minValue) && (r.maxValue === null || v <= r.maxValue);
    const volume = meters.get(r.meterSerial)?.volume;
    let value: number;
    if (volume !== undefined && volume !== null && fits(volume)) value = volume;
    else if (r.minValue !== null && r.maxValue !== null) value = r.minValue + (r.maxValue - r.minValue) * random.next();
    else value = (r.previousValue ?? 0) + 1 + 40 * random.next();
    readings.set(r.id, Math.round(value * 1000) / 1000);
  }
  return readings;
}

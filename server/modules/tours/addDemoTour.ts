import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installationLatest, installations } from '../../db/deviceSchema.ts';
import { latestOfInstallation } from '../installations/installationWithLatest.ts';
import { tablets } from '../../db/tourSchema.ts';
import { BUILTIN_CONVERTERS } from './converters/builtinConverters.ts';
import { readTourFile } from './converters/readTourFile.ts';
import { storeTour } from './storeTour.ts';

const HEADER =
  'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value,min_value,max_value';
/** meters a demo tour reads: a morning's walk */
const TOUR_METERS = 40;

/**
 * A demo company's field side (MEX): a tablet, and a tour of its first meters assigned to it. The tour is
 * written as a billing system's CSV and read by the csv-comma converter, so it exports like an imported one.
 */
export async function addDemoTour(
  db: Db,
  companyId: number,
  userId: string,
): Promise<{ tablets: number; tours: number }> {
  const meters = await db
    .select({ serial: installations.serialNumber, volume: installationLatest.volumeM3 })
    .from(installations)
    .innerJoin(installationLatest, latestOfInstallation)
    .where(eq(installations.companyId, companyId))
    .orderBy(asc(installations.serialNumber))
    .limit(TOUR_METERS);
  const [tablet] = await db
    .insert(tablets)
    .values({
      companyId,
      name: 'Demo tablet',
      androidId: randomBytes(8).toString('hex'),
      androidVersion: '14',
      deviceModel: 'Demo device',
    })
    .returning();
  if (meters.length === 0) return { tablets: 1, tours: 0 };
  const lines = meters.map((meter, n) => {
    const previous = Math.round((meter.volume ?? 0) * 1000) / 1000;
    return `${n + 1},"Demo street ${n + 1}",${meter.serial},,1,volume,m3,${previous},${previous},${previous + 50}`;
  });
  const converter = BUILTIN_CONVERTERS.find((c) => c.name === 'csv-comma')!;
  const file = await readTourFile(Buffer.from([HEADER, ...lines].join('\n')), converter);
  const { builtin: _builtin, ...layout } = converter;
  void _builtin;
  await db.transaction((tx) =>
    storeTour(
      tx as unknown as Db,
      {
        companyId,
        name: 'Demo tour',
        converter: layout,
        fileName: 'demo-route.csv',
        header: file.header,
        dueDate: null,
        tabletId: tablet.id,
        userId,
      },
      file.registers,
    ),
  );
  return { tablets: 1, tours: 1 };
}

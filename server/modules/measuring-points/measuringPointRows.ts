import { eq } from 'drizzle-orm';
import type { MeasuringPoint } from '../../../src/core/contract/measuringPoints.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installationLatest, installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { companies } from '../../db/schema.ts';

/** Columns of a measuring point with its company name and the assigned meter's module and state. */
export const measuringPointColumns = {
  point: measuringPoints,
  companyName: companies.name,
  meterUuid: installations.uuid,
  meterSerial: installations.serialNumber,
  comdSerial: installations.commModuleSerial,
  comdType: installations.commModuleType,
  volume: installationLatest.volumeM3,
  alertCount: installationLatest.alertCount,
};

/** SELECT … FROM measuring_points with its company and (left) its assigned installation. */
export function selectMeasuringPoints(db: Db) {
  return db
    .select(measuringPointColumns)
    .from(measuringPoints)
    .innerJoin(companies, eq(companies.id, measuringPoints.companyId))
    .leftJoin(installations, eq(installations.measuringPointId, measuringPoints.id))
    .leftJoin(installationLatest, eq(installationLatest.installationId, installations.id));
}

export type MeasuringPointRow = Awaited<ReturnType<typeof selectMeasuringPoints>>[number];

/** A joined row as the wire shows it. */
export function measuringPointBody(row: MeasuringPointRow): MeasuringPoint {
  const { point } = row;
  return {
    id: point.id,
    name: point.name,
    company: point.companyId,
    company_name: row.companyName,
    customer_measuring_point_id: point.customerMeasuringPointId,
    measuring_point_id: point.measuringPointId,
    meter: row.meterUuid,
    meter_serial: row.meterSerial,
    comd_serial: row.comdSerial,
    comd_type: row.comdType,
    lat: point.latitude,
    lng: point.longitude,
    state: { volume: row.volume, alertCount: row.alertCount ?? 0 },
    created_at: point.createdAt.toISOString(),
  };
}

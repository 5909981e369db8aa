import type { Installation } from '../../../src/core/contract/installations.ts';
import type { InstallationRow } from './installationWithLatest.ts';

export interface InstallationExtras {
  companyName: string;
  profileUuid: string | null;
  groups: Array<{ uuid: string; name: string }>;
  openAlerts: string[];
}

/** An installation row and what belongs to it, as the wire shows it. */
export function installationBody(row: InstallationRow, extras: InstallationExtras): Installation {
  return {
    uuid: row.uuid,
    serial_number: row.serialNumber,
    device_eui: row.deviceEui,
    meter_type: row.meterType,
    article: row.article,
    production_number: row.productionNumber,
    communication_module: {
      type: row.commModuleType,
      version: row.commModuleVersion,
      serial_number: row.commModuleSerial,
    },
    key: row.commModUuid ? { comm_mod_uuid: row.commModUuid, is_deleted: row.keyIsDeleted } : null,
    groups: extras.groups,
    company: row.companyId,
    company_name: extras.companyName,
    device_profile: extras.profileUuid,
    measuring_point: row.measuringPointId,
    network_registered: row.networkRegistered,
    last_readout: row.lastReadoutAt?.toISOString() ?? null,
    alerts: extras.openAlerts,
    state: { volume: row.volumeM3, alertCount: row.alertCount },
    lat: row.latitude,
    lng: row.longitude,
    created_at: row.createdAt.toISOString(),
  };
}

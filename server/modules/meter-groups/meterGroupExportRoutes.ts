import { meterGroupEndpoints as endpoints } from '../../../src/core/contract/meterGroupEndpoints.ts';
import { EXPORT_FORMATS, type ExportFormat, type MeterGroupExportRow } from '../../../src/core/contract/meterGroups.ts';
import type { AppContext } from '../../AppContext.ts';
import { exportEncoder } from '../../http/exports/exportEncoder.ts';
import { sendExport } from '../../http/exports/sendExport.ts';
import { fieldError, msg, notFound } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { meterGroupRepository } from './meterGroupRepository.ts';

const COLUMNS = [
  'group.uuid',
  'group.name',
  'serial_number',
  'meter_type',
  'device_eui',
  'company',
  'latitude',
  'longitude',
  'volume',
  'last_readout',
  'alert_count',
];

/** `meter-groups/export[.fmt]/?groups=a;b`: the members of the named groups (default all visible) as a download. */
export const meterGroupExportRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.export, async ({ params, query, scope, reply }) => {
    // the format suffix (only the alias has it) beats ?format=, and an unknown format is a 404 (DRF
    // format_suffix_patterns)
    const suffix = (params as { format?: string }).format;
    const format = suffix ?? query.format ?? 'json';
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw notFound();
    const wanted = [
      ...new Set(
        (query.groups ?? '')
          .split(';')
          .map((g) => g.trim())
          .filter(Boolean),
      ),
    ];
    const repository = meterGroupRepository(db, scope);
    const groups = await repository.forExport(wanted);
    const missing = wanted.filter((uuid) => !groups.some((g) => g.uuid === uuid.toLowerCase()));
    if (missing.length > 0) throw fieldError('groups', msg('groupsUnavailable'));
    const members = await repository.exportMembers(groups);
    const rows: MeterGroupExportRow[] = groups.flatMap((g) =>
      members
        .filter((m) => m.groupId === g.id)
        .map(({ installation: i, latest, companyName }) => ({
          group: { uuid: g.uuid, name: g.name },
          serial_number: i.serialNumber,
          meter_type: i.meterType,
          device_eui: i.deviceEui,
          company: companyName,
          latitude: i.latitude,
          longitude: i.longitude,
          volume: latest.volumeM3,
          last_readout: latest.lastReadoutAt?.toISOString() ?? null,
          alert_count: latest.alertCount,
        })),
    );
    return sendExport(reply, exportEncoder(format as ExportFormat, COLUMNS), rows, `meter-groups.${format}`);
  });
});

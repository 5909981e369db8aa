import Table from 'cli-table3';
import type { DevicesListResult } from '../commands/devicesList.ts';
import type { DevicesRegisterResult } from '../commands/devicesRegister.ts';
import type { GroupsExportResult } from '../commands/groupsExport.ts';
import type { TFunction } from 'i18next';
import { alertStateLabel, meterTypeLabel } from '../../src/core/labels/codeLabels.ts';
import { cliDates } from './cliDates.ts';

export function renderDeviceList(result: DevicesListResult, t: TFunction): string {
  if (result.rows.length === 0)
    return result.count === 0 ? 'No devices found.' : `No devices on this page (${result.count} in all).`;
  const table = new Table({
    head: ['Serial', 'Type', 'Company', 'Volume m³', 'Alerts', 'Last readout'],
    style: { head: [], border: [] },
  });
  const dates = cliDates(t);
  for (const row of result.rows) {
    table.push([
      row.serial_number,
      meterTypeLabel(t, row.meter_type),
      row.company,
      row.volume === null ? '—' : row.volume.toFixed(3),
      row.alerts.map((state) => alertStateLabel(t, state)).join(', ') || '—',
      dates.dateTime(row.last_readout),
    ]);
  }
  return `${table.toString()}\n${result.rows.length} of ${result.count} devices`;
}

export function renderRegistration(result: DevicesRegisterResult): string {
  const { report } = result;
  const lines = Object.entries(report)
    .filter(([, entries]) => entries !== undefined)
    .map(([outcome, entries]) => {
      // `failed` names each device with the network server's reason
      const items = entries.map((entry) => (typeof entry === 'string' ? entry : `${entry.serial} (${entry.reason})`));
      return `${outcome.replace(/_/g, ' ')} (${entries.length}): ${items.join(', ') || '—'}`;
    });
  return lines.join('\n');
}

export function renderGroupsExport(result: GroupsExportResult): string {
  return `Wrote ${result.bytes} bytes of ${result.format.toUpperCase()} to ${result.file}`;
}

import Table from 'cli-table3';
import type { KeysExportResult } from '../commands/keysExport.ts';
import type { KeysListResult } from '../commands/keysList.ts';
import type { TransfersListResult } from '../commands/transfersList.ts';
import type { TransferDetail } from '../../src/core/contract/transfers.ts';
import type { TFunction } from 'i18next';
import { moduleTypeLabel } from '../../src/core/labels/codeLabels.ts';
import { cliDates } from './cliDates.ts';

const plain = { style: { head: [], border: [] } };

export function renderKeyList(result: KeysListResult, t: TFunction): string {
  if (result.rows.length === 0)
    return result.count === 0 ? 'No keys found.' : `No keys on this page (${result.count} in all).`;
  const table = new Table({
    head: ['Module', 'Type', 'Meter', 'Order', 'Company', 'Deleted', 'Key id'],
    ...plain,
  });
  for (const k of result.rows)
    table.push([
      k.module_serial,
      moduleTypeLabel(t, k.module_type),
      k.meter_serial ?? '—',
      k.order ?? '—',
      k.company_name,
      k.is_deleted ? 'yes' : '',
      k.comm_mod_uuid,
    ]);
  return `${table.toString()}\n${result.rows.length} of ${result.count} keys`;
}

export function renderKeysExport(result: KeysExportResult): string {
  return `Wrote ${result.bytes} bytes of ${result.format.toUpperCase()} to ${result.file}`;
}

export function renderTransfer(result: TransferDetail): string {
  return `Transferred ${result.key_count} keys from ${result.from_company_name} to ${result.to_company_name} (transfer ${result.id})`;
}

export function renderTransferList(result: TransfersListResult, labels: TFunction): string {
  if (result.rows.length === 0) return 'No transfers found.';
  const table = new Table({ head: ['Id', 'Date', 'From', 'To', 'By', 'Keys'], ...plain });
  // with the time of day: two transfers of one day are told apart
  const dates = cliDates(labels);
  for (const t of result.rows)
    table.push([
      String(t.id),
      dates.dateTime(t.created_at),
      t.from_company_name,
      t.to_company_name,
      t.user_email,
      String(t.key_count),
    ]);
  return `${table.toString()}\n${result.rows.length} of ${result.count} transfers`;
}

import Table from 'cli-table3';
import type { Tablet } from '../../src/core/contract/tablets.ts';
import type { Converter } from '../../src/core/contract/tours.ts';
import type { ToursExportResult } from '../commands/toursExport.ts';
import type { ToursImportResult } from '../commands/toursImport.ts';
import type { ToursListResult } from '../commands/toursList.ts';
import type { TFunction } from 'i18next';
import { tourStateLabel } from '../../src/core/labels/codeLabels.ts';
import { cliDates } from './cliDates.ts';

const table = (head: string[]) => new Table({ head, style: { head: [], border: [] } });

export function renderToursImport(outcome: ToursImportResult, t: TFunction): string {
  if (!outcome.dryRun) {
    const { result } = outcome;
    const children = result.children.length ? `, split into ${result.children.length} child tours` : '';
    const imported = `Imported ${result.item_count} items (${result.register_count} registers) as tour "${result.tour.name}" ${result.tour.uuid} (${tourStateLabel(t, result.tour.state)}${children})`;
    if (!result.unknown_meter_count) return imported;
    const more = result.unknown_meter_count > result.unknown_meters.length ? ', …' : '';
    return `${imported}\nWarning: ${result.unknown_meter_count} meters of the file are not meters of the tour's company: ${result.unknown_meters.join(', ')}${more}`;
  }
  const { preview } = outcome;
  const rows = table(preview.columns);
  for (const row of preview.rows) rows.push(preview.columns.map((_, i) => row[i] ?? ''));
  const lines = [
    `Dry run of ${outcome.file} with ${preview.converter}: ${preview.item_count} items, ${preview.register_count} registers; nothing written.`,
    rows.toString(),
  ];
  if (preview.rejected.length)
    lines.push(`${preview.rejected.length} rows rejected:`, ...preview.rejected.map((r) => `  ${r.reason}`));
  return lines.join('\n');
}

export function renderToursList(result: ToursListResult, t: TFunction): string {
  if (result.rows.length === 0) return 'No tours found.';
  const rows = table(['UUID', 'Name', 'State', 'Tablet', 'Read', 'Created']);
  const dates = cliDates(t);
  for (const tour of result.rows)
    rows.push([
      tour.uuid,
      tour.name,
      tour.is_discarded ? `${tourStateLabel(t, tour.state)} (discarded)` : tourStateLabel(t, tour.state),
      tour.assigned_to?.name ?? '—',
      `${tour.read_count}/${tour.register_count}`,
      dates.short(tour.created_at),
    ]);
  return `${rows.toString()}\n${result.rows.length} of ${result.count} tours`;
}

export function renderConverters(converters: Converter[]): string {
  const rows = table(['Name', 'Kind', 'Files', 'Encoding', 'Description']);
  for (const c of converters) rows.push([c.name, c.kind, c.extensions.join(', '), c.encoding, c.label]);
  return rows.toString();
}

export function renderTablets(tablets: Tablet[], labels: TFunction): string {
  if (tablets.length === 0) return 'No tablets found.';
  const rows = table(['UUID', 'Name', 'Android ID', 'Model', 'Active', 'Tours', 'Last seen']);
  const dates = cliDates(labels);
  for (const t of tablets)
    rows.push([
      t.uuid,
      t.name,
      t.android_id,
      t.device_model || '—',
      t.is_active ? 'yes' : 'no',
      t.tours_assigned,
      dates.dateTime(t.last_seen),
    ]);
  return rows.toString();
}

export function renderToursExport(result: ToursExportResult): string {
  return `Wrote ${result.bytes} bytes to ${result.file}`;
}

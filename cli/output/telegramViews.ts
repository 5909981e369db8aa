import Table from 'cli-table3';
import type { TelegramDecoded } from '../../src/core/contract/telegrams.ts';
import type { TelegramsIngestResult } from '../commands/telegramsIngest.ts';
import type { TelegramsSimulateResult } from '../commands/telegramsSimulate.ts';
import { renderTable } from './renderTable.ts';

const plain = { style: { head: [], border: [] } };

export function renderDecodedTelegram(result: TelegramDecoded): string {
  const summary = renderTable([
    ['Meter', `${result.manufacturer} ${result.id} (version ${result.version})`],
    ['Medium', `${result.medium} (device type ${result.device_type})`],
    ['Security mode', String(result.security_mode)],
    ...Object.entries(result.values).map(([name, value]): [string, string] => [name, String(value)]),
    ['Status', result.status.join(', ')],
  ]);
  if (result.records.length === 0) return summary;
  const records = new Table({ head: ['DIF', 'VIF', 'Storage', 'Tariff', 'Quantity', 'Value', 'Unit'], ...plain });
  for (const r of result.records)
    records.push([r.dif, r.vif, String(r.storage), String(r.tariff), r.quantity, String(r.value ?? '—'), r.unit]);
  return `${summary}\n${records.toString()}`;
}

export function renderTelegramsIngest(result: TelegramsIngestResult): string {
  const outcomes = new Table({ head: ['Outcome', 'Telegrams'], ...plain });
  for (const [outcome, count] of Object.entries(result.counts)) if (count > 0) outcomes.push([outcome, String(count)]);
  const lines = [outcomes.toString(), `${result.total} telegrams, ${result.failed} not stored`];
  for (const failure of result.failures)
    lines.push(
      `  telegram ${failure.index + 1}: ${failure.outcome}${failure.id ? ` (${failure.manufacturer} ${failure.id})` : ''}`,
    );
  return lines.join('\n');
}

/** One telegram a line, as `telegrams ingest -` reads them. */
export function renderSimulatedTelegrams(result: TelegramsSimulateResult): string {
  return result.lines.join('\n');
}

import type { LorawanSimulateResult } from '../commands/lorawanSimulate.ts';
import { renderTable } from './renderTable.ts';

export function renderLorawanSimulate(result: LorawanSimulateResult): string {
  const rows = Object.entries(result.counts)
    .filter(([, n]) => n > 0)
    .map(([outcome, n]): [string, string] => [outcome, String(n)]);
  return `${renderTable(rows)}\n${result.sent} uplinks of ${result.meters} LoRa meters sent`;
}

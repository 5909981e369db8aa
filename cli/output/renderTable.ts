import Table from 'cli-table3';

/** A two-column table of labels and values; no colours, so piped or logged output stays plain. */
export function renderTable(rows: [label: string, value: string][]): string {
  const table = new Table({ style: { head: [], border: [] } });
  table.push(...rows.map(([label, value]) => ({ [label]: value || '—' })));
  return table.toString();
}

// The heavy tour work of heavyWorkBench.ts: a 200,000-row import (the import limit), a 20,000-row import
// split into 400 tours, and the big tour's export as XLSX, CSV and in its converter's format.
import type { TestServer } from '../support/startTestServer.ts';

const IMPORT_ROWS = 200_000;
const SPLIT_ROWS = 20_000;
const SPLIT_TOURS = 400;

/** A csv-comma tour file; `district` takes `districts` distinct values. */
function tourCsv(rows: number, districts: number): Buffer {
  const lines = ['item_number,address,meter_serial,measuring_point,register_id,unit,previous_value,district'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      `${i},"Bench Street ${i % 400}, 4020 Linz",T${String(i).padStart(9, '0')},MP-${i},1,m3,${i % 900},D${i % districts}`,
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function importTour(server: TestServer, token: string, data: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ converter: 'csv-comma', ...fields })) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(data)]), 'bench.csv');
  const reply = await fetch(`${server.url}/api/tours/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await reply.text();
  if (reply.status !== 201) throw new Error(`tour import: ${reply.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { tour: { uuid: string }; children: string[] };
}

/** Runs each kind of heavy tour work inside `during`, which times light requests while it runs. */
export async function benchTourWork(
  server: TestServer,
  token: string,
  during: (name: string, work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const big = tourCsv(IMPORT_ROWS, 10);
  let uuid = '';
  await during(`a tour import of ${IMPORT_ROWS.toLocaleString('en')} rows (CSV)`, async () => {
    uuid = (await importTour(server, token, big, { name: 'Bench import' })).tour.uuid;
  });
  const split = tourCsv(SPLIT_ROWS, SPLIT_TOURS);
  await during(`a tour import of ${SPLIT_ROWS.toLocaleString('en')} rows split into ${SPLIT_TOURS} tours`, async () => {
    const { children } = await importTour(server, token, split, { name: 'Bench split', split_by: 'district' });
    if (children.length !== SPLIT_TOURS) throw new Error(`split made ${children.length} tours`);
  });
  for (const format of ['xlsx', 'csv', 'converter'])
    await during(`the export of that ${IMPORT_ROWS.toLocaleString('en')}-row tour as ${format}`, async () => {
      const reply = await fetch(`${server.url}/api/tours/${uuid}/export/?format=${format}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!reply.ok) throw new Error(`tour export: ${reply.status}`);
      await reply.arrayBuffer();
    });
}

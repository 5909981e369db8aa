// Import of a 100,000-row tour CSV through the API (parse + validate + store) and its export, beside
// csv-parse alone on the same file. Run through `npm run bench` (tests/bench/run.ts); with
// BENCH_DATABASE_URL the import also runs on PostgreSQL.
import { parse } from 'csv-parse/sync';
import { BUILTIN_CONVERTERS } from '../../server/modules/tours/converters/builtinConverters.ts';
import { readTourFile } from '../../server/modules/tours/converters/readTourFile.ts';
import { startTestServer } from '../support/startTestServer.ts';
import { freshDatabase } from './freshDatabase.ts';

const ROWS = 100_000;

export interface TourBenchRow {
  name: string;
  value: string;
  baseline: string;
}

function tourCsv(rows: number): Buffer {
  const lines = [
    'item_number,address,meter_serial,measuring_point,register_id,unit,previous_value,min_value,max_value',
  ];
  for (let i = 1; i <= rows; i += 1) {
    const previous = (i % 900) * 1.25;
    lines.push(
      `${i},"Bench Street ${i % 400}, 4020 Linz",B${String(i).padStart(9, '0')},MP-${i},1,m3,${previous.toFixed(3)},${(previous + 1).toFixed(3)},${(previous + 90).toFixed(3)}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const timed = async <T>(run: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

async function throughApi(data: Buffer, databaseUrl?: string) {
  const server = await startTestServer({
    staticDir: false,
    accessLifetimeSeconds: 3600,
    ...(databaseUrl && { databaseUrl }),
  });
  try {
    const login = await fetch(`${server.authBase}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    const { access } = (await login.json()) as { access: string };
    const form = new FormData();
    form.append('converter', 'csv-comma');
    form.append('file', new Blob([new Uint8Array(data)]), 'bench.csv');
    const [reply, importMs] = await timed(async () => {
      const response = await fetch(`${server.url}/api/tours/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { tour: { uuid: string }; item_count: number },
      };
    });
    if (reply.status !== 201) throw new Error(`import answered ${reply.status}`);
    const [bytes, exportMs] = await timed(async () => {
      const response = await fetch(`${server.url}/api/tours/${reply.body.tour.uuid}/export/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      return (await response.arrayBuffer()).byteLength;
    });
    return { importMs, exportMs, items: reply.body.item_count, bytes };
  } finally {
    await server.close();
  }
}

export async function benchTourImport(): Promise<TourBenchRow[]> {
  const data = tourCsv(ROWS);
  const converter = BUILTIN_CONVERTERS.find((c) => c.name === 'csv-comma')!;
  const mb = (data.length / 1_048_576).toFixed(1);
  const [, parseMs] = await timed(() => parse(data.toString('utf8'), { delimiter: ',', skip_empty_lines: true }));
  const [file, readMs] = await timed(() => readTourFile(data, converter));
  if (file.rejected.length) throw new Error(`${file.rejected.length} rows rejected`);
  const rows: TourBenchRow[] = [
    {
      name: `tour CSV ${ROWS} rows (${mb} MB): parse + validate, no store`,
      value: `${readMs.toFixed(0)} ms`,
      baseline: `csv-parse alone ${parseMs.toFixed(0)} ms`,
    },
  ];
  const runs: Array<[string, string | undefined]> = [['PGlite', undefined]];
  if (process.env.BENCH_DATABASE_URL) runs.push(['PostgreSQL', await freshDatabase(process.env.BENCH_DATABASE_URL)]);
  for (const [kind, url] of runs) {
    const api = await throughApi(data, url);
    rows.push(
      {
        name: `tour import ${ROWS} rows via POST tours/ (${kind}): parse + validate + store`,
        value: `${api.importMs.toFixed(0)} ms (${api.items} items)`,
        baseline: `csv-parse alone ${parseMs.toFixed(0)} ms`,
      },
      {
        name: `tour export ${ROWS} rows, converter format (${kind})`,
        value: `${api.exportMs.toFixed(0)} ms (${(api.bytes / 1_048_576).toFixed(1)} MB)`,
        baseline: `csv-parse alone ${parseMs.toFixed(0)} ms`,
      },
    );
  }
  return rows;
}

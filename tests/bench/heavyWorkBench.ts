// auth/current/ latency while heavy work runs on the embedded database (a readout generation of 100 meters ×
// 9 days, an export of every AFM meter, a geoposition upload, tour import, split and export), beside the
// same request with no heavy work. Run through `npm run bench` (tests/bench/run.ts).
import { installations } from '../../server/db/deviceSchema.ts';
import { startTestServer } from '../support/startTestServer.ts';
import { benchApiCall, benchLogin } from './benchApiCall.ts';
import { percentile, timedCurrent } from './lightRequest.ts';
import { benchTourWork } from './tourHeavyWork.ts';

export interface HeavyWorkRow {
  name: string;
  value: string;
  baseline: string;
}

export async function benchHeavyWork(): Promise<HeavyWorkRow[]> {
  const server = await startTestServer({ staticDir: false, accessLifetimeSeconds: 3600 });
  try {
    const token = await benchLogin(server, 'admin@example.com');
    const list = await benchApiCall<{ results: Array<{ serial_number: string }> }>(
      server,
      '/api/installations/?limit=100',
      token,
    );
    const serials = list.results.map((row) => row.serial_number);

    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await timedCurrent(server, token));
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
    const baseline = `auth/current/ idle ${figures(idle)}`;
    const rows: HeavyWorkRow[] = [];
    /** auth/current/ timed one after another for as long as `work` runs */
    const during = async (name: string, work: () => Promise<void>) => {
      const busy: number[] = [];
      let done = false;
      const light = (async () => {
        while (!done) busy.push(await timedCurrent(server, token));
      })();
      const started = performance.now();
      try {
        await work();
      } finally {
        done = true;
        await light;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      rows.push({
        name: `auth/current/ during ${name} (${seconds} s)`,
        value: `${figures(busy)} (${busy.length} requests)`,
        baseline,
      });
    };

    await during('readout generation (100 meters × 9 days)', async () => {
      const { task_id } = await benchApiCall<{ task_id: string }>(server, '/api/generate-readouts/', token, {
        serials,
        date_from: '2024-03-01',
        date_to: '2024-03-09',
      });
      for (;;) {
        const poll = await benchApiCall<{ status: string }>(server, `/api/readouts/result/?task_id=${task_id}`, token);
        if (poll.status !== 'pending') {
          if (poll.status !== 'completed') throw new Error(`generation ${poll.status}`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    let exported = 0;
    await during('a CSV export of every AFM meter', async () => {
      const reply = await fetch(`${server.url}/api/reports/exports/afm.csv/?date_after=2024-01-01`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!reply.ok) throw new Error(`afm export: ${reply.status}`);
      exported = (await reply.text()).split('\n').length - 2;
    });
    rows[rows.length - 1].name += `, ${exported.toLocaleString('en')} rows`;

    // a geoposition upload placing 20,000 meters: parse, validate against the meters, update all or none
    const uploadRows = 20_000;
    const companyId = (await benchApiCall<{ results: Array<{ id: number }> }>(server, '/api/companies/?limit=1', token))
      .results[0].id;
    await server.built.ctx.db.insert(installations).values(
      Array.from({ length: uploadRows }, (_, i) => ({
        serialNumber: `GEO-${String(i).padStart(6, '0')}`,
        meterType: 'afm',
        companyId,
      })),
    );
    const csv = [
      'serial_number,latitude,longitude',
      ...Array.from({ length: uploadRows }, (_, i) => `GEO-${String(i).padStart(6, '0')},47.${i % 1000},8.${i % 997}`),
    ].join('\n');
    await during(`a geoposition upload of ${uploadRows.toLocaleString('en')} rows (CSV)`, async () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'positions.csv');
      const reply = await fetch(`${server.url}/api/update-geopositions/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (!reply.ok) throw new Error(`geoposition upload: ${reply.status} ${(await reply.text()).slice(0, 200)}`);
    });

    await benchTourWork(server, token, during);
    return rows;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchHeavyWork()) console.log(`${row.name}: ${row.value} | ${row.baseline}`);
  process.exit(0);
}

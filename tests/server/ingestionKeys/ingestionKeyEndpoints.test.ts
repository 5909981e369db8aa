import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestionKeyCreated } from '../../../src/core/contract/ingestionKeys.ts';
import { encodeRcmLrw10 } from '../../../src/core/lorawan/index.ts';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { IMPORT_TASK_ROWS } from '../../../server/modules/readouts/readingImportRoutes.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addLoraMeter, upEvent } from '../lorawan/lorawanSupport.ts';
import { call, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { createIngestionKey } from './ingestionKeySupport.ts';

/** The other endpoints that declare `ingestion: true`: ChirpStack's uplinks and bulk readings. */
let server: TestServer;
let key: IngestionKeyCreated;
let lora: { id: number; uuid: string };
let foreignLora: { id: number; uuid: string };
let meter: { id: number; serial: string };

beforeAll(async () => {
  server = await serverFor();
  const ids = await companyIds(server);
  const riverside = ids['Riverside Water Works'];
  const admin = (await login(server, 'admin@example.com')).access;
  key = await createIngestionKey(server, admin, { name: 'Network server', company: riverside });
  lora = await addLoraMeter(server, riverside, '70B3D5E75E00A001');
  foreignLora = await addLoraMeter(server, ids['Hillcrest Utilities'], '70B3D5E75E00A002');
  [meter] = await server.built.ctx.db
    .select({ id: installations.id, serial: installations.serialNumber })
    .from(installations)
    .where(and(eq(installations.companyId, riverside), eq(installations.meterType, 'afm')))
    .limit(1);
});
afterAll(() => server?.close());

const sourcesOf = async (id: number) =>
  (await server.built.ctx.db.select({ source: readouts.source }).from(readouts).where(eq(readouts.installationId, id)))
    .map((row) => row.source)
    .filter((source) => source !== 'simulated');

async function importCsv(text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), 'readings.csv');
  const response = await fetch(`${server.url}/api/readouts/import/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key.key}`, 'Accept-Language': 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('an ingestion key on the other ingestion endpoints', () => {
  it("posts ChirpStack uplinks of its company's devices; another company's device is not found", async () => {
    const bytes = encodeRcmLrw10({ meterId: '20221031', register: 123_456 });
    const own = await call(server, 'POST', '/api/integrations/chirpstack/?event=up', {
      token: key.key,
      json: upEvent('70B3D5E75E00A001', bytes, { time: new Date(Date.now() - 60_000).toISOString() }),
    });
    expect(own.status, own.text).toBe(200);
    expect((own.body as { outcome: string }).outcome).toBe('stored');
    expect(await sourcesOf(lora.id)).toEqual(['lorawan']);
    const other = await call(server, 'POST', '/api/integrations/chirpstack/?event=up', {
      token: key.key,
      json: upEvent('70B3D5E75E00A002', bytes),
    });
    expect(other.status, other.text).toBe(200);
    expect((other.body as { outcome: string }).outcome).toBe('unknown_device');
    expect(await sourcesOf(foreignLora.id)).toEqual([]);
  });

  it('imports a CSV of its company’s readings', async () => {
    const ts = new Date(Date.now() - 3_600_000 + 7_000).toISOString();
    const reply = await importCsv(`serial,ts,volume_m3\n${meter.serial},${ts},4242.5\n`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ rows: 1, written: 1 });
    expect(await sourcesOf(meter.id)).toContain('import');
  });

  it('is refused a file that would need a task (a task belongs to a user), with a clear field error', async () => {
    const start = Date.now() - 60 * 86_400_000 + 7_000;
    const lines = Array.from(
      { length: IMPORT_TASK_ROWS + 1 },
      (_, i) => `${meter.serial},${new Date(start + i * 60_000).toISOString()},${(1000 + i / 100).toFixed(2)}`,
    );
    const reply = await importCsv(`serial,ts,volume_m3\n${lines.join('\n')}\n`);
    expect(reply.status).toBe(400);
    expect(reply.body, JSON.stringify(reply.body).slice(0, 400)).toEqual({
      file: [`An ingestion key imports up to ${IMPORT_TASK_ROWS} rows a request: split the file, or sign in to import it as a task.`],
    });
  });
});

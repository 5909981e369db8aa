import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeasuringPointMapRow } from '../../../src/core/contract/measuringPoints.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import { seedBenchMeasuringPoints } from '../../../server/seed/seedMeasuringPoints.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { companyIds } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { pointRows, signIn } from './mpSupport.ts';

let server: TestServer;
let ids: Record<string, number>;
let token: string;
const BULK = 20_000;
beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  token = (await signIn(server, ['user@example.com']))['user@example.com'];
  await seedBenchMeasuringPoints(server.built.ctx.db, ids['Riverside Water Works'], BULK);
});
afterAll(() => server?.close());

describe('many measuring points', () => {
  it('are made by the bench fixture with valid, distinct ids and coordinates', async () => {
    const rows = await server.built.ctx.db
      .select()
      .from(measuringPoints)
      .where(eq(measuringPoints.companyId, ids['Riverside Water Works']));
    const bench = rows.filter((r) => r.measuringPointId.startsWith('BENCH-'));
    expect(bench).toHaveLength(BULK);
    expect(new Set(bench.map((r) => r.measuringPointId)).size).toBe(BULK);
    for (const r of bench) {
      expect(r.latitude).toBeGreaterThanOrEqual(34);
      expect(r.latitude).toBeLessThanOrEqual(62);
      expect(r.longitude).toBeGreaterThanOrEqual(-10);
      expect(r.longitude).toBeLessThanOrEqual(30);
    }
  });

  it('come gzipped from map/ when the client accepts it, and in full', async () => {
    const response = await fetch(`${server.url}/api/measuring_points/map/`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const rows = (await response.json()) as MeasuringPointMapRow[];
    expect(rows).toHaveLength((await pointRows(server, ids['Riverside Water Works'])).length);
    expect(rows.filter((r) => r[4].startsWith('BENCH-'))).toHaveLength(BULK);
    const order = rows.map((r) => r[0]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('come plain when the client does not accept gzip', async () => {
    const response = await fetch(`${server.url}/api/measuring_points/map/`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(((await response.json()) as unknown[]).length).toBe(
      (await pointRows(server, ids['Riverside Water Works'])).length,
    );
  });
});

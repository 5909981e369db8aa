import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourImportResult, TourItem } from '../../../src/core/contract/tours.ts';
import { TOUR_IMPORT_LIMITS } from '../../../src/core/domain/tourFields.ts';
import { tourRegisters, tours } from '../../../server/db/tourSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { sample, tokensOf, upload } from './tourSupport.ts';

/**
 * A tour at the import limit (200,000 registers) is answered like a small one: nothing spreads its rows
 * into one call's arguments or one statement's parameters (both overflowed the call stack).
 */
const N = TOUR_IMPORT_LIMITS.maxRows;
let server: TestServer;
let admin: string;
let uuid: string;

/** A tour imported from a sample, its registers then replaced by N written straight into the database. */
async function largeTour(file: string, converter: string): Promise<string> {
  const imported = await upload<TourImportResult>(
    server,
    admin,
    { name: file, data: sample(file) },
    { converter, name: `Large ${converter}` },
  );
  expect(imported.status, imported.text).toBe(201);
  const { db } = server.built.ctx;
  const [tour] = await db.select().from(tours).where(eq(tours.uuid, imported.body.tour.uuid));
  await db.delete(tourRegisters).where(eq(tourRegisters.tourId, tour.id));
  await db.execute(sql`
    insert into ${tourRegisters} (tour_id, item_number, address, meter_serial, register_id, kind, unit,
      previous_value, min_value, max_value, source, source_row)
    select ${tour.id}, g, 'Street ' || g, 'S' || g, '1', 'volume', 'm3', 1, 0, 10,
      jsonb_build_array(g::text, 'Street ' || g, 'S' || g, '', '1', 'volume', 'm3', '1', '0', '10', 'North'), g + 1
    from generate_series(1, ${N}) as g`);
  await db.update(tours).set({ itemCount: N, registerCount: N }).where(eq(tours.id, tour.id));
  return tour.uuid;
}

beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin } = await tokensOf(server, ['admin@example.com']));
  uuid = await largeTour('route-comma.csv', 'csv-comma');
}, 120_000);
afterAll(() => server?.close());

describe(`a tour of ${N} registers`, () => {
  it('exports in its converter format (csv)', async () => {
    const response = await fetch(`${server.url}/api/tours/${uuid}/export/`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(200);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(N + 1);
  }, 120_000);

  it('lists every item with no_page=true, and a page of them', async () => {
    const all = await call<TourItem[]>(server, 'GET', `/api/tours/${uuid}/items/?no_page=true`, { token: admin });
    expect(all.status, all.text.slice(0, 200)).toBe(200);
    expect(all.body).toHaveLength(N);
    expect(all.body.at(-1)).toMatchObject({ item_number: N, meter_serial: `S${N}` });
    const page = await call<{ count: number; results: TourItem[] }>(
      server,
      'GET',
      `/api/tours/${uuid}/items/?limit=3&offset=${N - 2}`,
      { token: admin },
    );
    expect(page.body.count).toBe(N);
    expect(page.body.results.map((item) => item.item_number)).toEqual([N - 1, N]);
  }, 120_000);
});

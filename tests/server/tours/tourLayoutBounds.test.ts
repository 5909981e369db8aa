import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TourImportResult } from '../../../src/core/contract/tours.ts';
import { TOUR_LAYOUT_LIMITS } from '../../../src/core/domain/tourLayoutLimits.ts';
import { tours } from '../../../server/db/tourSchema.ts';
import type { Json } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { sample, upload } from './tourSupport.ts';

/**
 * A layout's column positions are request data: unbounded, one mapped to `#60000000` made the export of a
 * one-row tour build a 60-million-cell row until the heap ran out. Positions are bounded when a layout
 * comes in, and again when a stored one is used.
 */
const suite = serverSuite({ signIn: { admin: 'admin@example.com' } });
const { tokens } = suite;

const ONE_ROW_CSV = 'meter_serial,previous_value\r\nA-1,12.5\r\n';
const FIXED_MAPPING = { item_number: '1:5', meter_serial: '6:12', register_id: '18:4', read_at: '114:20' };

const importWith = (file: { name: string; data: Buffer | string }, converter: string, mapping: Json) =>
  upload<TourImportResult>(suite.server, tokens.admin, file, {
    converter,
    name: `Bounds ${converter}`,
    mapping: JSON.stringify(mapping),
  });

describe('a column position past the limit is refused with 400 when the layout comes in', () => {
  it.each([
    ['csv, read_value at #60000000', { meter_serial: 'meter_serial', read_value: '#60000000' }],
    [
      'csv, note one past the column limit',
      { meter_serial: 'meter_serial', note: `#${TOUR_LAYOUT_LIMITS.maxColumns + 1}` },
    ],
  ])('%s', async (_, mapping) => {
    const reply = await importWith({ name: 'one.csv', data: ONE_ROW_CSV }, 'csv-comma', mapping);
    expect(reply.status, reply.text).toBe(400);
    expect(JSON.stringify((reply.body as unknown as Json).mapping)).toContain(String(TOUR_LAYOUT_LIMITS.maxColumns));
  });

  it.each([
    ['a length of 60000000', { ...FIXED_MAPPING, read_value: '102:60000000' }],
    ['a start of 60000000', { ...FIXED_MAPPING, read_value: '60000000:12' }],
  ])('fixed width with %s', async (_, mapping) => {
    const reply = await importWith(
      { name: 'route-fixed.txt', data: sample('route-fixed.txt') },
      'fixed-width',
      mapping,
    );
    expect(reply.status, reply.text).toBe(400);
    expect(JSON.stringify((reply.body as unknown as Json).mapping)).toContain(String(TOUR_LAYOUT_LIMITS.maxLineLength));
  });

  it('a position at the limit is taken', async () => {
    const reply = await importWith({ name: 'one.csv', data: ONE_ROW_CSV }, 'csv-comma', {
      meter_serial: 'meter_serial',
      note: `#${TOUR_LAYOUT_LIMITS.maxColumns}`,
    });
    expect(reply.status, reply.text).toBe(201);
  });
});

describe('a stored layout past the limit (saved before the check) does not blow up the export', () => {
  async function storedTour(file: { name: string; data: Buffer | string }, converter: string, mapping: Json) {
    const imported = await upload<TourImportResult>(suite.server, tokens.admin, file, {
      converter,
      name: 'Stored layout',
    });
    expect(imported.status, imported.text).toBe(201);
    const { db } = suite.server.built.ctx;
    const [row] = await db.select().from(tours).where(eq(tours.uuid, imported.body.tour.uuid));
    await db
      .update(tours)
      .set({ converter: { ...row.converter!, mapping: { ...row.converter!.mapping, ...mapping } } })
      .where(eq(tours.id, row.id));
    return imported.body.tour.uuid;
  }

  it.each([
    ['csv, read_value at #3000000', { name: 'one.csv', data: ONE_ROW_CSV }, 'csv-comma', { read_value: '#3000000' }],
    [
      'fixed width, read_value 102:3000000',
      { name: 'route-fixed.txt', data: sample('route-fixed.txt') },
      'fixed-width',
      { read_value: '102:3000000' },
    ],
  ])('%s', async (_, file, converter, mapping) => {
    const uuid = await storedTour(file, converter, mapping);
    const started = Date.now();
    const exported = await fetch(`${suite.server.url}/api/tours/${uuid}/export/`, {
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    const body = await exported.arrayBuffer();
    expect(exported.status).toBeLessThan(500);
    expect(body.byteLength).toBeLessThan(100_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

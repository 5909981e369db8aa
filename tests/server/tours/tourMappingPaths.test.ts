import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TourImportResult } from '../../../src/core/contract/tours.ts';
import { tourRegisters, tours } from '../../../server/db/tourSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login, userId, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { sample, tokensOf, upload } from './tourSupport.ts';

/**
 * Request data never becomes a property path: a wizard mapping is a closed list of field names whose values
 * are checked, and the export builds its XML from objects without a prototype, so no file or mapping value
 * reaches Object.prototype (which would, for one, hand every caller of impersonate/stop a staff pair).
 */
let server: TestServer;
let admin: string;
let staffId: string;
beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin } = await tokensOf(server, ['admin@example.com']));
  staffId = await userId(server, 'staff@example.com');
});
afterAll(() => server?.close());

const polluted = () => ['original_user', 'x', 'note'].filter((key) => key in {});
afterEach(() => {
  // a failing case must not leave the test process polluted for the next one
  for (const key of polluted()) delete (Object.prototype as Record<string, unknown>)[key];
});

const xmlImport = (mapping: Json) =>
  upload<TourImportResult>(
    server,
    admin,
    { name: 'route.xml', data: sample('route.xml') },
    { converter: 'xml-generic', name: 'Mapped XML', mapping: JSON.stringify(mapping) },
  );

const XML_MAPPING = { meter_serial: 'meter/serial', register_id: 'register/@id' };

/** Impersonate/stop as a basic user: never a pair, least of all a staff one. */
async function expectNoStaffPair() {
  const basic = await login(server, 'user@example.com');
  const stop = await call(server, 'POST', '/api/auth/impersonate/stop/', { token: basic.access });
  expect(stop.status, stop.text).not.toBe(200);
}

describe('a wizard mapping that names a property path', () => {
  it.each([
    ['note → __proto__/original_user', { ...XML_MAPPING, note: '__proto__/original_user' }],
    ['note → constructor/prototype/x', { ...XML_MAPPING, note: 'constructor/prototype/x' }],
    ['read_value → meter/prototype', { ...XML_MAPPING, read_value: 'meter/prototype' }],
    ['an unknown field', { ...XML_MAPPING, __proto__field: 'x' }],
  ])('is refused with 400 on import: %s', async (_, mapping) => {
    const reply = await xmlImport(mapping);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body).toHaveProperty('mapping');
    expect(polluted()).toEqual([]);
  });

  it('is refused on preview too, and a saved converter cannot carry one', async () => {
    const preview = await upload(
      server,
      admin,
      { name: 'route.xml', data: sample('route.xml') },
      { converter: 'xml-generic', mapping: JSON.stringify({ ...XML_MAPPING, note: '__proto__/original_user' }) },
      'tours/preview',
    );
    expect(preview.status, preview.text).toBe(400);
    const staff = (await login(server, 'staff@example.com')).access;
    const saved = await call(server, 'POST', '/api/converters/', {
      token: staff,
      json: {
        name: 'bad-paths',
        label: 'Bad',
        kind: 'xml',
        extensions: ['xml'],
        encoding: 'utf-8',
        delimiter: null,
        header_rows: 0,
        mapping: { meter_serial: 'meter/serial', note: 'constructor/prototype/original_user' },
        record_path: '__proto__/item',
        decimal_comma: false,
        date_format: 'iso',
        generic: true,
        description: '',
      },
    });
    expect(saved.status, saved.text).toBe(400);
    expect(polluted()).toEqual([]);
  });
});

describe('a stored layout with a property path (written before the check existed)', () => {
  async function tourWithLayout(note: string, mapping: Json, recordPath = 'tour/item') {
    const imported = await xmlImport(XML_MAPPING);
    expect(imported.status, imported.text).toBe(201);
    const { db } = server.built.ctx;
    const [row] = await db.select().from(tours).where(eq(tours.uuid, imported.body.tour.uuid));
    await db
      .update(tours)
      .set({ converter: { ...row.converter!, mapping, record_path: recordPath } })
      .where(eq(tours.id, row.id));
    await db.update(tourRegisters).set({ note }).where(eq(tourRegisters.tourId, row.id));
    return imported.body.tour.uuid;
  }

  it.each([
    ['note → __proto__/original_user', { ...XML_MAPPING, note: '__proto__/original_user' }, 'tour/item'],
    [
      'note → constructor/prototype/original_user',
      { ...XML_MAPPING, note: 'constructor/prototype/original_user' },
      'tour/item',
    ],
    ['record path __proto__/item', { ...XML_MAPPING, note: 'original_user' }, '__proto__/item'],
  ])('exports without polluting Object.prototype: %s', async (_, mapping, recordPath) => {
    const uuid = await tourWithLayout(staffId, mapping, recordPath);
    const exported = await fetch(`${server.url}/api/tours/${uuid}/export/`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBeLessThan(500);
    await exported.arrayBuffer();
    expect(({} as Record<string, unknown>).original_user).toBeUndefined();
    expect(polluted()).toEqual([]);
    await expectNoStaffPair();
  });
});

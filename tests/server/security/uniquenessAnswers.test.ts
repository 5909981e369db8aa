import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../../server/db/deviceSchema.ts';
import { tablets } from '../../../server/db/tourSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, type Json, type Reply } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { createForeignCompany, FOREIGN_MARKER, type ForeignCompany } from './foreignCompany.ts';

let server: TestServer;
let ids: Record<string, number>;
let foreign: ForeignCompany;
let admin: string;
beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  foreign = await createForeignCompany(server);
  admin = (await login(server, 'admin@example.com')).access;
});
afterAll(() => server?.close());

const post = (path: string, json: unknown): Promise<Reply<Json>> => call(server, 'POST', path, { token: admin, json });

/** A conflict over another company's value tells nothing of it: not its value, nor its holder. */
function tellsNothingForeign(reply: Reply<Json>): void {
  expect(reply.status).toBe(400);
  expect(reply.text).not.toContain(FOREIGN_MARKER);
  expect(reply.text.toLowerCase()).not.toContain(FOREIGN_MARKER.toLowerCase());
}

describe('uniqueness conflicts over another company’s values', () => {
  it('names the caller’s own taken serials but not those of another company', async () => {
    const [own] = await server.built.ctx.db
      .select()
      .from(installations)
      .where(eq(installations.companyId, ids['Aqua Distribution']))
      .limit(1);
    const both = await post('/api/devices/', { serial_number: `${foreign.installationSerial}, ${own.serialNumber}, FRESH-1` });
    tellsNothingForeign(both);
    expect(both.body).toEqual({
      serial_number: [`Device with this serial already exists: ${own.serialNumber}.`, 'Device with this serial already exists.'],
    });
    const foreignOnly = await post('/api/devices/', { serial_number: foreign.installationSerial });
    tellsNothingForeign(foreignOnly);
    expect(foreignOnly.body).toEqual({ serial_number: ['Device with this serial already exists.'] });
    const de = await call(server, 'POST', '/api/devices/', {
      token: admin,
      json: { serial_number: foreign.installationSerial },
      headers: { 'Accept-Language': 'de' },
    });
    expect(de.body).toEqual({ serial_number: ['Ein Gerät mit dieser Seriennummer existiert bereits.'] });
  });

  it('answers a taken e-mail, Android ID and customer account alike whichever company holds it', async () => {
    const company = ids['Riverside Water Works'];
    const ownEmail = await post('/api/users/', { email: 'user@example.com', role: 'basic', company });
    const foreignEmail = await post('/api/users/', { email: `${FOREIGN_MARKER.toLowerCase()}@example.org`, role: 'basic', company });
    tellsNothingForeign(foreignEmail);
    expect(foreignEmail.body).toEqual(ownEmail.body);
    expect(foreignEmail.body).toEqual({ email: ['A user with this e-mail already exists.'] });

    await server.built.ctx.db
      .insert(tablets)
      .values({ companyId: ids['Aqua Distribution'], name: 'own tablet', androidId: 'own-android-1' });
    const ownTablet = await post('/api/tablets/', { name: 't', android_id: 'own-android-1' });
    const foreignTablet = await post('/api/tablets/', { name: 't', android_id: `${FOREIGN_MARKER}-android` });
    tellsNothingForeign(foreignTablet);
    expect(foreignTablet.body).toEqual(ownTablet.body);
    expect(foreignTablet.body).toEqual({ android_id: ['Tablet with this Android ID already exists.'] });

    const ownAccount = await post('/api/companies/', { name: 'Again', customer_account: 'C-2001' });
    const foreignAccount = await post('/api/companies/', { name: 'Again', customer_account: 'X-9001' });
    tellsNothingForeign(foreignAccount);
    expect(foreignAccount.body).toEqual(ownAccount.body);
    expect(foreignAccount.body).toEqual({ customer_account: ['A company with this customer account already exists.'] });
  });
});

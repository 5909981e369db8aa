import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUR_LAYOUT_LIMITS } from '../../../src/core/domain/tourLayoutLimits.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { sample, setState, tokensOf, tourCount, upload } from './tourSupport.ts';

/** Bad input on a tour import or a tablet registration is a 400 with a clear message, never a 500. */
let server: TestServer;
let staff: string;
let admin: string;
beforeAll(async () => {
  server = await serverFor();
  ({ 'staff@example.com': staff, 'admin@example.com': admin } = await tokensOf(server, [
    'staff@example.com',
    'admin@example.com',
  ]));
});
afterAll(() => server?.close());

const expect400 = (reply: { status: number; text: string }) => {
  expect(reply.status, reply.text).toBe(400);
  expect(reply.text).not.toMatch(/ at |server error/i);
};

describe('an over-large company id', () => {
  it.each(['99999999999', '2147483648', '1e300'])('on tour import (staff): %s', async (company) => {
    const reply = await upload(
      server,
      staff,
      { name: 'route.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma', company },
    );
    expect400(reply);
    expect(reply.body).toHaveProperty('company');
  });

  it.each([99999999999, 2147483648, -1])('on tablet creation (staff): %s', async (company) => {
    const reply = await call<Json>(server, 'POST', '/api/tablets/', {
      token: staff,
      json: { company, name: 'Big', android_id: 'bigcompany0001' },
    });
    expect400(reply);
    expect(reply.body).toHaveProperty('company');
  });
});

describe('an over-large item number', () => {
  it.each(['99999999999', '2147483648'])('in a register edit path is a 404: %s', async (row) => {
    const imported = await upload<{ tour: { uuid: string } }>(
      server,
      admin,
      { name: 'route.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma' },
    );
    await setState(server, imported.body.tour.uuid, 'completed');
    const reply = await call(server, 'PATCH', `/api/tours/${imported.body.tour.uuid}/items/${row}/registers/1/`, {
      token: admin,
      json: { read_value: 1 },
    });
    // a path that names no row, as a non-numeric one: not found, never a failed query
    expect(reply.status, reply.text).toBe(404);
  });
});

describe('an XML file the parser refuses', () => {
  const xml = (body: string) => `<?xml version="1.0" encoding="utf-8"?>\n<tour>${body}</tour>`;
  const item = (inner: string) =>
    `<item number="1"><meter><serial>S-1</serial></meter><register id="1"><unit>m3</unit></register>${inner}</item>`;

  it.each([
    [
      'a <__proto__> element in a record',
      xml(item('<__proto__><original_user>x</original_user></__proto__>')),
      '__proto__',
    ],
    [
      'a <constructor> element in a record',
      xml(item('<constructor><prototype>x</prototype></constructor>')),
      'constructor',
    ],
  ])('%s: 400 naming it, nothing polluted', async (_, text, name) => {
    const before = await tourCount(server);
    const reply = await upload(server, admin, { name: 'bad.xml', data: text }, { converter: 'xml-generic' });
    expect400(reply);
    expect(JSON.stringify(reply.body.file)).toContain(name);
    expect('original_user' in {}).toBe(false);
    expect(await tourCount(server)).toBe(before);
  });

  it.each([10_000, TOUR_LAYOUT_LIMITS.maxXmlDepth + 1])(
    'elements nested %i levels deep: 400 naming the limit',
    async (depth) => {
      const deep = `${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`;
      const reply = await upload(
        server,
        admin,
        { name: 'deep.xml', data: xml(item(deep)) },
        { converter: 'xml-generic' },
      );
      expect400(reply);
      expect(JSON.stringify(reply.body.file)).toContain(String(TOUR_LAYOUT_LIMITS.maxXmlDepth));
    },
  );

  it('a file within the depth limit is read', async () => {
    const depth = TOUR_LAYOUT_LIMITS.maxXmlDepth - 5;
    const nested = `${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`;
    const reply = await upload(
      server,
      admin,
      { name: 'ok.xml', data: xml(item(nested)) },
      { converter: 'xml-generic' },
    );
    expect(reply.status, reply.text).toBe(201);
  });
});

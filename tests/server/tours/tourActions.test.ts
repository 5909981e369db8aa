import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tour, TourImportResult, TourItem } from '../../../src/core/contract/tours.ts';
import {
  TOUR_STATES,
  tourActionAllowed,
  type TourAction,
  type TourState,
} from '../../../src/core/domain/tourStates.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { sample, setState, tokensOf, upload } from './tourSupport.ts';

let server: TestServer;
let admin: string;
let user: string;
let tabletUuid: string;
let riverside: string;
beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin, 'user@example.com': user } = await tokensOf(server, [
    'admin@example.com',
    'user@example.com',
  ]));
  const tablets = await call<Array<{ uuid: string; name: string }>>(server, 'GET', '/api/tablets/?no_page=true', {
    token: admin,
  });
  riverside = String((await companyIds(server))['Riverside Water Works']);
  tabletUuid = tablets.body.find((t) => t.name === 'Tablet North')!.uuid;
});
afterAll(() => server?.close());

const fresh = async (file = 'route-comma.csv', converter = 'csv-comma') => {
  const reply = await upload<TourImportResult>(
    server,
    admin,
    { name: file, data: sample(file) },
    { converter, company: riverside },
  );
  expect(reply.status, reply.text).toBe(201);
  return reply.body.tour;
};
const act = (method: string, path: string, json?: unknown, token = admin) =>
  call<Tour>(server, method, `/api/tours/${path}/`, { token, json });

/** Each action's call, on a tour in a given state. */
const CALLS: Record<Exclude<TourAction, 'split'>, (uuid: string) => ReturnType<typeof act>> = {
  assign: (uuid) => act('POST', `${uuid}/assignment`, { tablet: tabletUuid }),
  reassign: (uuid) => act('PUT', `${uuid}/assignment`, { tablet: tabletUuid }),
  unassign: (uuid) => act('DELETE', `${uuid}/assignment`),
  discard: (uuid) => act('POST', `${uuid}/discard`),
  restore: (uuid) => act('POST', `${uuid}/restore`),
  delete: (uuid) => act('DELETE', uuid),
  close: (uuid) => act('POST', `${uuid}/close`),
  export: (uuid) => act('GET', `${uuid}/export`),
  upload: (uuid) =>
    act('POST', `${uuid}/upload`, { readings: [{ item_number: 1, register_id: '1', read_value: 150 }] }),
  simulate: (uuid) => act('POST', `${uuid}/simulate`),
  editRegister: (uuid) => act('PATCH', `${uuid}/items/1/registers/1`, { read_value: 151 }),
};

describe('every action in every state', () => {
  const cases: Array<[Exclude<TourAction, 'split'>, TourState, boolean]> = [];
  for (const action of Object.keys(CALLS) as Array<Exclude<TourAction, 'split'>>)
    for (const state of TOUR_STATES) for (const discarded of [false, true]) cases.push([action, state, discarded]);

  it.each(cases)('%s on %s (discarded: %s) answers as the state machine says', async (action, state, discarded) => {
    const tour = await fresh();
    await setState(server, tour.uuid, state);
    if (discarded)
      await server.built.ctx.db.execute(`update tours set is_discarded = true where uuid = '${tour.uuid}'`);
    const reply = await CALLS[action](tour.uuid);
    if (tourActionAllowed(action, { state, is_discarded: discarded }))
      expect(reply.status, reply.text).toBeLessThan(300);
    else {
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ detail: 'This action is not available' });
    }
  });
});

describe('the tour life cycle', () => {
  it('import, assign, upload, simulate, close, export: with state history', async () => {
    const tour = await fresh();
    expect((await CALLS.assign(tour.uuid)).body).toMatchObject({
      state: 'assigned',
      assigned_to: { uuid: tabletUuid },
    });
    const partial = await CALLS.upload(tour.uuid);
    expect(partial.body).toMatchObject({ state: 'in_progress', read_count: 1 });
    const simulated = await CALLS.simulate(tour.uuid);
    expect(simulated.body).toMatchObject({ state: 'completed', read_count: 12 });
    const items = await call<TourItem[]>(server, 'GET', `/api/tours/${tour.uuid}/items/?no_page=true`, {
      token: admin,
    });
    for (const item of items.body) {
      const [r] = item.registers;
      expect(r.read_value).not.toBeNull();
      expect(r.read_value!).toBeGreaterThanOrEqual(r.min_value!);
      expect(r.read_value!).toBeLessThanOrEqual(r.max_value!);
    }
    expect(items.body[0].registers[0].read_value).toBe(150);
    const closed = await CALLS.close(tour.uuid);
    expect(closed.body.state).toBe('closed');
    expect(closed.body.state_changes.map((c) => `${c.from}>${c.to}:${c.action}`)).toEqual([
      'null>imported:import',
      'imported>assigned:assign',
      'assigned>in_progress:upload',
      'in_progress>completed:simulate',
      'completed>closed:close',
    ]);
    expect(closed.body.state_changes[1].by).toMatchObject({ name: 'Alex Admin' });
    const exported = await fetch(`${server.url}/api/tours/${tour.uuid}/export/`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const lines = (await exported.text()).split('\r\n');
    expect(lines[0]).toBe(`${sample('route-comma.csv').toString().split('\r\n')[0]},read_value,read_at`);
    expect(lines[1]).toMatch(/^1,"Donaulände 2, 4020 Linz",RW00070001,.*,North,150,\d{4}-\d\d-\d\dT/);
  });

  it('exports in the format the file came in: fixed width, xml, xlsx, and the portal csv', async () => {
    for (const [file, converter, check] of [
      [
        'route-fixed.txt',
        'fixed-width',
        (t: string) => expect(t.split('\r\n')[0].slice(101, 113).trim()).toMatch(/^\d+(\.\d+)?$/),
      ],
      ['route.xml', 'xml-generic', (t: string) => expect(t).toMatch(/<item number="1">[\s\S]*<read>\d/)],
    ] as const) {
      const tour = await fresh(file, converter);
      await CALLS.assign(tour.uuid);
      await CALLS.simulate(tour.uuid);
      const response = await fetch(`${server.url}/api/tours/${tour.uuid}/export/`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(response.status).toBe(200);
      check(Buffer.from(await response.arrayBuffer()).toString('latin1'));
    }
    const tour = await fresh();
    const xlsx = await fetch(`${server.url}/api/tours/${tour.uuid}/export/?format=xlsx`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const csv = await fetch(`${server.url}/api/tours/${tour.uuid}/export/?format=csv`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value,min_value,max_value,read_value,read_at,note',
    );
  });

  it('names child tours with PATCH, only of the same company', async () => {
    const parent = await fresh();
    const child = await fresh();
    const patched = await act('PATCH', parent.uuid, { children: [child.uuid], name: 'Parent' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Parent', children: [{ uuid: child.uuid }] });
    expect((await act('PATCH', parent.uuid, { children: [parent.uuid] })).status).toBe(400);
    // no cycle: the parent cannot become a child of its child, nor of that child's child
    const grandchild = await fresh();
    expect((await act('PATCH', child.uuid, { children: [grandchild.uuid] })).status).toBe(200);
    const cycle = await act('PATCH', child.uuid, { children: [parent.uuid] });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toHaveProperty('children');
    expect((await act('PATCH', grandchild.uuid, { children: [parent.uuid] })).status).toBe(400);
    const cleared = await act('PATCH', parent.uuid, { children: [] });
    expect(cleared.body.children).toEqual([]);
  });

  it('lists with filters: state, discarded, tablet, search', async () => {
    const list = await call<Page<Tour>>(server, 'GET', '/api/tours/?state=closed', { token: admin });
    expect(list.body.results.every((t) => t.state === 'closed')).toBe(true);
    const discarded = await call<Page<Tour>>(server, 'GET', '/api/tours/?is_discarded=true', { token: admin });
    expect(discarded.body.results.map((t) => t.name)).toContain('Old route (wrong file)');
    expect(discarded.body.results.every((t) => t.is_discarded)).toBe(true);
    const byTablet = await call<Page<Tour>>(server, 'GET', `/api/tours/?tablet=${tabletUuid}`, { token: admin });
    expect(byTablet.body.results.every((t) => t.assigned_to?.uuid === tabletUuid)).toBe(true);
    const bad = await call<Page<Tour>>(server, 'GET', '/api/tours/?tablet=not-a-uuid&state=nonsense', { token: admin });
    expect(bad.body.count).toBe(0);
  });
});

describe('permissions and companies', () => {
  it('a basic user sees tours with no actions but export-free viewing, and cannot change them', async () => {
    const tour = await fresh();
    const seen = await call<Tour>(server, 'GET', `/api/tours/${tour.uuid}/`, { token: user });
    expect(seen.status).toBe(200);
    expect(seen.body.actions).toEqual([]);
    expect((await act('POST', `${tour.uuid}/discard`, undefined, user)).status).toBe(403);
    expect((await act('DELETE', tour.uuid, undefined, user)).status).toBe(403);
  });

  it("another company's tour is a 404 for every call", async () => {
    const ids = await companyIds(server);
    const email = 'hill-tours@example.com';
    await addUser(server, {
      email,
      companyId: ids['Hillcrest Utilities'],
      permissions: ['view_tour', 'change_tour', 'delete_tour', 'export_tour'],
    });
    const token = (await login(server, email)).access;
    const tour = await fresh();
    for (const action of Object.keys(CALLS) as Array<keyof typeof CALLS>) {
      const reply = await (async () => {
        const saved = admin;
        admin = token;
        try {
          return await CALLS[action](tour.uuid);
        } finally {
          admin = saved;
        }
      })();
      expect(reply.status, `${action}: ${reply.text}`).toBe(404);
    }
    expect((await call(server, 'GET', `/api/tours/${tour.uuid}/items/`, { token })).status).toBe(404);
    expect((await call<Page<Tour>>(server, 'GET', '/api/tours/', { token })).body.count).toBe(0);
  });

  it('imports only for a company with the mex service', async () => {
    const ids = await companyIds(server);
    const email = 'hill-import@example.com';
    await addUser(server, { email, companyId: ids['Hillcrest Utilities'], permissions: ['view_tour', 'add_tour'] });
    const token = (await login(server, email)).access;
    const reply = await upload(
      server,
      token,
      { name: 'r.csv', data: sample('route-comma.csv') },
      { converter: 'csv-comma' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ company: ['This company has no mex service.'] });
  });
});

describe('converters', () => {
  it('lists the shipped ones; staff save a new one from a mapping', async () => {
    const list = await call<Array<{ name: string }>>(server, 'GET', '/api/converters/', { token: user });
    expect(list.body.map((c) => c.name)).toEqual([
      'csv-comma',
      'csv-semicolon',
      'csv-tab',
      'fixed-width',
      'xml-generic',
      'excel',
    ]);
    const staff = (await login(server, 'staff@example.com')).access;
    const definition = {
      name: 'aqua-billing',
      label: 'Aqua billing CSV',
      kind: 'csv',
      extensions: ['csv'],
      encoding: 'utf-8',
      delimiter: ';',
      header_rows: 1,
      mapping: { meter_serial: 'Zaehler', previous_value: 'Vorwert' },
      record_path: null,
      decimal_comma: true,
      date_format: 'dd.mm.yyyy',
      generic: false,
      description: 'Saved from the wizard',
    };
    expect((await call(server, 'POST', '/api/converters/', { token: admin, json: definition })).status).toBe(403);
    const created = await call(server, 'POST', '/api/converters/', { token: staff, json: definition });
    expect(created.status, created.text).toBe(201);
    expect((await call(server, 'POST', '/api/converters/', { token: staff, json: definition })).body).toEqual({
      name: ['Converter with this name already exists.'],
    });
    const reply = await upload<TourImportResult>(
      server,
      admin,
      { name: 'a.csv', data: 'Zaehler;Vorwert\r\nZ-1;1,5\r\n' },
      { converter: 'aqua-billing' },
    );
    expect(reply.status, reply.text).toBe(201);
  });

  it('names and describes the shipped ones in the caller’s language, keyed by their stable names', async () => {
    type Named = { name: string; label: string; description: string };
    const listIn = async (lang: string) =>
      (await call<Named[]>(server, 'GET', '/api/converters/', { token: user, headers: { 'Accept-Language': lang } }))
        .body;
    const [english, german, polish] = await Promise.all([listIn('en'), listIn('de'), listIn('pl')]);
    expect(english.find((c) => c.name === 'excel')?.label).toBe('Excel workbook (.xlsx), first sheet, with header');
    expect(german.find((c) => c.name === 'excel')?.label).toBe(
      'Excel-Arbeitsmappe (.xlsx), erstes Blatt, mit Kopfzeile',
    );
    expect(german.find((c) => c.name === 'csv-tab')?.description).toBe(
      'Tabulator zwischen den Zellen, wie aus einer Tabellenkalkulation kopiert.',
    );
    expect(polish.map((c) => c.name)).toEqual(english.map((c) => c.name));
    // a converter staff saved keeps the words they gave it
    expect(german.find((c) => c.name === 'aqua-billing')?.label).toBe('Aqua billing CSV');
  });
});

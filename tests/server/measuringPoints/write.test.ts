import { describe, expect, it } from 'vitest';
import type { MeasuringPoint } from '../../../src/core/contract/measuringPoints.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { assignedMeters, freeMeters, MANAGE, newPoint, pointRows, userWith } from './mpSupport.ts';

const suite = serverSuite({ signIn: ['staff@example.com', 'admin@example.com', 'user@example.com'] });
const { ids, as } = suite;

const post = (email: string, json: unknown, headers: Record<string, string> = {}) =>
  as<MeasuringPoint>(email, 'POST', '/api/measuring_points/', { json, headers });
const patch = (email: string, id: number, json: unknown) =>
  as<MeasuringPoint>(email, 'PATCH', `/api/measuring_points/${id}/`, { json });
const meterOf = async (uuid: string) =>
  (await as<{ measuring_point: number | null }>('staff@example.com', 'GET', `/api/installations/${uuid}/`)).body
    .measuring_point;

describe('POST measuring_points/', () => {
  it('creates a point with a free meter and shows the meter, its module and state', async () => {
    const [meter] = await freeMeters(suite.server, ids['Riverside Water Works']);
    const body = newPoint(ids['Riverside Water Works'], {
      meter: meter.uuid,
      customer_measuring_point_id: 'K-77',
      lat: 48.30512,
      lng: 14.28601,
    });
    const reply = await post('admin@example.com', body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: body.name,
      company: ids['Riverside Water Works'],
      company_name: 'Riverside Water Works',
      customer_measuring_point_id: 'K-77',
      measuring_point_id: body.measuring_point_id,
      meter: meter.uuid,
      meter_serial: meter.serialNumber,
      comd_serial: meter.commModuleSerial,
      comd_type: meter.commModuleType,
      lat: 48.30512,
      lng: 14.28601,
      state: { volume: meter.volumeM3, alertCount: meter.alertCount },
    });
    expect(await meterOf(meter.uuid)).toBe(reply.body.id);
    const again = await as<MeasuringPoint>('user@example.com', 'GET', `/api/measuring_points/${reply.body.id}/`);
    expect(again.body).toEqual(reply.body);
  });

  it("answers 'Meter already assigned' on the meter field, in the caller's language", async () => {
    const [taken] = await assignedMeters(suite.server, ids['Riverside Water Works']);
    const before = (await pointRows(suite.server)).length;
    const expected = {
      en: 'Meter already assigned.',
      de: 'Zähler bereits zugewiesen.',
      fr: 'Compteur déjà attribué.',
      pl: 'Licznik jest już przypisany.',
      el: 'Ο μετρητής έχει ήδη αντιστοιχιστεί.',
    };
    for (const [lang, text] of Object.entries(expected)) {
      const reply = await post('admin@example.com', newPoint(ids['Riverside Water Works'], { meter: taken.uuid }), {
        'Accept-Language': lang,
      });
      expect([reply.status, reply.body]).toEqual([400, { meter: [text] }]);
    }
    expect((await pointRows(suite.server)).length).toBe(before);
    expect(await meterOf(taken.uuid)).toBe(taken.measuringPointId);
  });

  it('refuses a point without coordinates or outside the world, field by field', async () => {
    const before = (await pointRows(suite.server)).length;
    const company = ids['Riverside Water Works'];
    const { lat: _lat, lng: _lng, ...noCoordinates } = newPoint(company);
    const cases: Array<[unknown, unknown]> = [
      [noCoordinates, { lat: ['This field is required.'], lng: ['This field is required.'] }],
      [newPoint(company, { lat: null }), { lat: ['This field may not be null.'] }],
      [newPoint(company, { lat: 90.5 }), { lat: ['Ensure this value is less than or equal to 90.'] }],
      [newPoint(company, { lng: -180.01 }), { lng: ['Ensure this value is greater than or equal to -180.'] }],
      [newPoint(company, { lat: 'north' }), { lat: ['A valid number is required.'] }],
      [newPoint(company, { company: 'acme' }), { company: ['A valid integer is required.'] }],
      [newPoint(company, { company: 1.5 }), { company: ['A valid integer is required.'] }],
      [newPoint(company, { name: '  ' }), { name: ['This field may not be blank.'] }],
      [newPoint(company, { measuring_point_id: undefined }), { measuring_point_id: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await post('admin@example.com', body);
      expect([reply.status, reply.body]).toEqual([400, errors]);
    }
    expect((await pointRows(suite.server)).length).toBe(before);
  });

  it('tells a bad number from a bad integer in every language', async () => {
    const company = ids['Riverside Water Works'];
    const numbers: Record<string, string> = {
      de: 'Eine gültige Zahl ist erforderlich.',
      fr: 'Un nombre valide est requis.',
      pl: 'Wymagana poprawna liczba.',
      el: 'Απαιτείται ένας έγκυρος αριθμός.',
    };
    for (const [lang, text] of Object.entries(numbers)) {
      const reply = await post('admin@example.com', newPoint(company, { lng: 'east' }), { 'Accept-Language': lang });
      expect([reply.status, reply.body]).toEqual([400, { lng: [text] }]);
    }
  });

  it('refuses a meter or a company the caller does not see, and a repeated measuring point id', async () => {
    const graz = await userWith(suite.server, ids['Hillcrest Utilities'], MANAGE);
    const [riversideMeter] = await freeMeters(suite.server, ids['Riverside Water Works']);
    const send = (json: unknown) =>
      call<Record<string, string[]>>(suite.server, 'POST', '/api/measuring_points/', { token: graz.token, json });
    const foreignMeter = await send(newPoint(ids['Hillcrest Utilities'], { meter: riversideMeter.uuid }));
    expect([foreignMeter.status, foreignMeter.body]).toEqual([
      400,
      { meter: [`No device "${riversideMeter.uuid}" among the devices you can see.`] },
    ]);
    const foreignCompany = await send(newPoint(ids['Riverside Water Works']));
    expect(foreignCompany.body).toEqual({
      company: ['This company does not exist or is not one you can act for.'],
    });
    const [existing] = await pointRows(suite.server, ids['Hillcrest Utilities']);
    const repeated = await send(
      newPoint(ids['Hillcrest Utilities'], { measuring_point_id: existing.measuringPointId }),
    );
    expect(repeated.body).toEqual({
      measuring_point_id: ['Measuring point with this measuring point id already exists.'],
    });
    // Without a company the point goes to the caller's active company.
    const { company: _c, ...implicit } = newPoint(0);
    const made = await send(implicit);
    expect([made.status, made.body.company]).toEqual([201, ids['Hillcrest Utilities']]);
  });

  it("lets the distributor admin give a customer's point a meter of that customer", async () => {
    const [meter] = await freeMeters(suite.server, ids['Hillcrest Utilities']);
    const reply = await post('admin@example.com', newPoint(ids['Hillcrest Utilities'], { meter: meter.uuid }));
    expect([reply.status, reply.body.meter_serial]).toEqual([201, meter.serialNumber]);
  });

  it('needs add_measuringpoint (staff excepted)', async () => {
    const reply = await post('user@example.com', newPoint(ids['Riverside Water Works']));
    expect([reply.status, reply.body]).toEqual([403, { detail: 'You do not have permission to perform this action.' }]);
    const staff = await userWith(suite.server, ids['Hillcrest Utilities'], [], true);
    const made = await call(suite.server, 'POST', '/api/measuring_points/', {
      token: staff.token,
      json: newPoint(ids['Riverside Water Works']),
    });
    expect(made.status).toBe(201);
  });

  it('gives a free meter to exactly one of two simultaneous requests', async () => {
    const meters = await freeMeters(suite.server, ids['Riverside Water Works']);
    const meter = meters[meters.length - 1];
    const replies = await Promise.all(
      [0, 1, 2].map(() => post('admin@example.com', newPoint(ids['Riverside Water Works'], { meter: meter.uuid }))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    for (const r of replies.filter((r) => r.status === 400))
      expect(r.body).toEqual({ meter: ['Meter already assigned.'] });
    expect(await meterOf(meter.uuid)).toBe(replies.find((r) => r.status === 201)!.body.id);
  });
});

describe('PATCH measuring_points/{id}/', () => {
  it('moves a point and changes only the fields sent', async () => {
    const [point] = await pointRows(suite.server, ids['Riverside Water Works']);
    const before = (await as<MeasuringPoint>('admin@example.com', 'GET', `/api/measuring_points/${point.id}/`)).body;
    const reply = await patch('admin@example.com', point.id, {
      lat: 48.31,
      lng: 14.3,
      name: 'Hauptplatz 1, 4020 Linz',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...before, lat: 48.31, lng: 14.3, name: 'Hauptplatz 1, 4020 Linz' });
    const bad = await patch('admin@example.com', point.id, { lat: -91 });
    expect(bad.body).toEqual({ lat: ['Ensure this value is greater than or equal to -90.'] });
  });

  it('swaps the meter, freeing the old one, and unassigns with null', async () => {
    const assigned = await assignedMeters(suite.server, ids['Hillcrest Utilities']);
    const [free] = await freeMeters(suite.server, ids['Hillcrest Utilities']);
    const old = assigned[0];
    const pointId = old.measuringPointId!;
    const swapped = await patch('admin@example.com', pointId, { meter: free.uuid });
    expect([swapped.status, swapped.body.meter, swapped.body.meter_serial]).toEqual([
      200,
      free.uuid,
      free.serialNumber,
    ]);
    expect(await meterOf(old.uuid)).toBeNull();
    expect(await meterOf(free.uuid)).toBe(pointId);
    const same = await patch('admin@example.com', pointId, { meter: free.uuid });
    expect(same.status).toBe(200);
    const taken = await patch('admin@example.com', pointId, { meter: assigned[1].uuid });
    expect([taken.status, taken.body]).toEqual([400, { meter: ['Meter already assigned.'] }]);
    const cleared = await patch('admin@example.com', pointId, { meter: null });
    expect([cleared.body.meter, cleared.body.meter_serial, cleared.body.state]).toEqual([
      null,
      null,
      { volume: null, alertCount: 0 },
    ]);
    expect(await meterOf(free.uuid)).toBeNull();
  });

  it('needs change_measuringpoint and 404s points of other companies', async () => {
    const [own] = await pointRows(suite.server, ids['Riverside Water Works']);
    const denied = await patch('user@example.com', own.id, { name: 'x' });
    expect(denied.status).toBe(403);
    const graz = await userWith(suite.server, ids['Hillcrest Utilities'], MANAGE);
    const foreign = await call(suite.server, 'PATCH', `/api/measuring_points/${own.id}/`, {
      token: graz.token,
      json: { name: 'x' },
    });
    expect([foreign.status, foreign.body]).toEqual([404, { detail: 'Not found.' }]);
    expect((await patch('admin@example.com', 2_147_483_647, { name: 'x' })).status).toBe(404);
    expect((await patch('admin@example.com', own.id, { company: ids['Meter Portal Operations'] })).body).toEqual({
      company: ['This company does not exist or is not one you can act for.'],
    });
  });
});

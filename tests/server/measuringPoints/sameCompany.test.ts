import { describe, expect, it } from 'vitest';
import type { MeasuringPoint } from '../../../src/core/contract/measuringPoints.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { freeMeters, newPoint, pointRows } from './mpSupport.ts';

// The distributor's admin sees both customers, so only the same-company rule keeps one customer's meter off
// the other's points.
const suite = serverSuite({ signIn: ['admin@example.com', 'staff@example.com'] });
const { ids, as } = suite;

const meterOf = async (uuid: string) =>
  (await as<{ measuring_point: number | null }>('staff@example.com', 'GET', `/api/installations/${uuid}/`)).body
    .measuring_point;

const otherCompanyMeter = (serial: string) =>
  `Meter ${serial} belongs to Hillcrest Utilities; a measuring point of Riverside Water Works takes only that company's meters.`;

describe('a measuring point and its meter belong to one company', () => {
  it("refuses a new point of one customer with the other customer's meter", async () => {
    const [meter] = await freeMeters(suite.server, ids['Hillcrest Utilities']);
    const before = (await pointRows(suite.server)).length;
    const reply = await as('admin@example.com', 'POST', '/api/measuring_points/', {
      json: newPoint(ids['Riverside Water Works'], { meter: meter.uuid }),
    });
    expect([reply.status, reply.body]).toEqual([400, { meter: [otherCompanyMeter(meter.serialNumber)] }]);
    expect((await pointRows(suite.server)).length).toBe(before);
    expect(await meterOf(meter.uuid)).toBeNull();
  });

  it('refuses moving a point to another company while it keeps its meter', async () => {
    const [meter] = await freeMeters(suite.server, ids['Hillcrest Utilities']);
    const made = await as<MeasuringPoint>('admin@example.com', 'POST', '/api/measuring_points/', {
      json: newPoint(ids['Hillcrest Utilities'], { meter: meter.uuid }),
    });
    expect(made.status).toBe(201);
    const path = `/api/measuring_points/${made.body.id}/`;
    const moved = await as('admin@example.com', 'PATCH', path, { json: { company: ids['Riverside Water Works'] } });
    expect([moved.status, moved.body]).toEqual([400, { meter: [otherCompanyMeter(meter.serialNumber)] }]);
    const kept = await as<MeasuringPoint>('admin@example.com', 'GET', path);
    expect([kept.body.company, kept.body.meter]).toEqual([ids['Hillcrest Utilities'], meter.uuid]);
    // without its meter the point may move
    const freed = await as<MeasuringPoint>('admin@example.com', 'PATCH', path, {
      json: { company: ids['Riverside Water Works'], meter: null },
    });
    expect([freed.status, freed.body.company, freed.body.meter]).toEqual([200, ids['Riverside Water Works'], null]);
    expect(await meterOf(meter.uuid)).toBeNull();
  });

  it("refuses giving a point another company's meter", async () => {
    const [meter] = await freeMeters(suite.server, ids['Hillcrest Utilities']);
    const [point] = await pointRows(suite.server, ids['Riverside Water Works']);
    const reply = await as('admin@example.com', 'PATCH', `/api/measuring_points/${point.id}/`, {
      json: { meter: meter.uuid },
    });
    expect([reply.status, reply.body]).toEqual([400, { meter: [otherCompanyMeter(meter.serialNumber)] }]);
    expect(await meterOf(meter.uuid)).toBeNull();
  });
});

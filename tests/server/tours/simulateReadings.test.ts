import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationLatest, installations } from '../../../server/db/deviceSchema.ts';
import type { Tour, TourImportResult, TourItem } from '../../../src/core/contract/tours.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { tokensOf, upload } from './tourSupport.ts';

let server: TestServer;
let admin: string;
let riverside: number;
beforeAll(async () => {
  server = await serverFor();
  ({ 'admin@example.com': admin } = await tokensOf(server, ['admin@example.com']));
  riverside = (await companyIds(server))['Riverside Water Works'];
});
afterAll(() => server?.close());

const HEADER = 'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value,min_value,max_value';

describe('a simulated reading', () => {
  it("continues the register of the company's own meter and walks the tour through in progress", async () => {
    const meters = await server.built.ctx.db
      .select({ serial: installations.serialNumber, volume: installationLatest.volumeM3 })
      .from(installations)
      .innerJoin(installationLatest, eq(installationLatest.installationId, installations.id))
      .where(and(eq(installations.companyId, riverside), isNotNull(installationLatest.volumeM3)))
      .orderBy(asc(installations.serialNumber))
      .limit(2);
    expect(meters).toHaveLength(2);
    // the billing system's ranges are far below the meters' registers; a third meter is unknown to the portal
    const file = [
      HEADER,
      `1,"Street 1",${meters[0].serial},,1,volume,m3,5,6,20`,
      `2,"Street 2",${meters[1].serial},,1,volume,,,,`,
      '3,"Street 3",NOTAMETER01,,1,volume,m3,100,101,130',
    ].join('\n');
    const imported = await upload<TourImportResult>(
      server,
      admin,
      { name: 'continue.csv', data: file },
      { converter: 'csv-comma', company: String(riverside) },
    );
    expect(imported.status, imported.text).toBe(201);
    // imported, with a warning naming the serial that is no meter of Riverside
    expect(imported.body).toMatchObject({ unknown_meter_count: 1, unknown_meters: ['NOTAMETER01'] });
    const uuid = imported.body.tour.uuid;
    const tablets = await call<Array<{ uuid: string; name: string }>>(server, 'GET', '/api/tablets/?no_page=true', {
      token: admin,
    });
    const tablet = tablets.body.find((t) => t.name === 'Tablet North')!.uuid;
    expect((await call(server, 'POST', `/api/tours/${uuid}/assignment/`, { token: admin, json: { tablet } })).status).toBe(
      200,
    );

    const simulated = await call<Tour>(server, 'POST', `/api/tours/${uuid}/simulate/`, { token: admin });
    expect(simulated.status, simulated.text).toBe(200);
    expect(simulated.body.state).toBe('completed');
    expect(simulated.body.state_changes.map((c) => `${c.from}>${c.to}:${c.action}`)).toEqual([
      'null>imported:import',
      'imported>assigned:assign',
      'assigned>in_progress:simulate',
      'in_progress>completed:simulate',
    ]);

    const items = await call<TourItem[]>(server, 'GET', `/api/tours/${uuid}/items/?no_page=true`, { token: admin });
    const read = items.body.map((item) => item.registers[0].read_value!);
    meters.forEach((meter, n) => {
      expect(read[n]).toBeGreaterThanOrEqual(meter.volume! + 0.2);
      expect(read[n]).toBeLessThanOrEqual(meter.volume! + 3);
    });
    expect(read[2]).toBeGreaterThanOrEqual(101);
    expect(read[2]).toBeLessThanOrEqual(130);
  });
});

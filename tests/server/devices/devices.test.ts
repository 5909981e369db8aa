import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceTypes, LoraResult, TaskStarted } from '../../../src/core/contract/devices.ts';
import type { Installation } from '../../../src/core/contract/installations.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';

const suite = serverSuite({
  signIn: ['staff@example.com', 'admin@example.com', 'user@example.com'],
  users: [
    {
      email: 'hill@example.com',
      company: 'Hillcrest Utilities',
      permissions: ['add_communicationdevice', 'view_communicationdevice', 'delete_communicationdevice'],
    },
  ],
});
const { ids, tokens } = suite;

const as = <T>(email: string, method: string, path: string, json?: unknown) =>
  call<T>(suite.server, method, path, { token: tokens[email], json });
const serialsIn = async (serials: string[]) =>
  (
    await suite.server.built.ctx.db
      .select({ s: installations.serialNumber })
      .from(installations)
      .where(inArray(installations.serialNumber, serials))
  ).map((r) => r.s);

async function waitForResult(email: string, taskId: string): Promise<LoraResult> {
  for (let i = 0; i < 200; i++) {
    const reply = await as<LoraResult>(email, 'GET', `/api/devices/lora/result/?task_id=${taskId}`);
    expect(reply.status).toBe(200);
    if (reply.body.status !== 'pending') return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('task did not finish');
}

describe('devices/types/', () => {
  it('maps meter and communication-module types to labels, AFM and LoRa among them', async () => {
    const reply = await as<DeviceTypes>('user@example.com', 'GET', '/api/devices/types');
    expect(reply.status).toBe(200);
    expect(reply.body.meter_types).toMatchObject({
      afm: 'AFM',
      rcmlrwotaa: expect.stringContaining('LoRa') as unknown,
    });
    expect(Object.keys(reply.body.communication_module_types).length).toBeGreaterThan(0);
  });
});

describe('POST devices/', () => {
  it('creates AFM meters from a comma-separated list in the caller’s company', async () => {
    const reply = await as<Installation[]>('admin@example.com', 'POST', '/api/devices/', {
      serial_number: ' AFM-9001, AFM-9002 ,, AFM-9003',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.map((d) => [d.serial_number, d.meter_type, d.company])).toEqual([
      ['AFM-9001', 'afm', ids['Aqua Distribution']],
      ['AFM-9002', 'afm', ids['Aqua Distribution']],
      ['AFM-9003', 'afm', ids['Aqua Distribution']],
    ]);
    const listed = await as<{ count: number }>('admin@example.com', 'GET', '/api/installations/?search=AFM-900');
    expect(listed.body.count).toBe(3);
  });

  it('names every taken or repeated serial and writes nothing', async () => {
    const [existing] = await suite.server.built.ctx.db
      .select()
      .from(installations)
      .where(eq(installations.companyId, ids['Hillcrest Utilities']))
      .limit(1);
    const reply = await as('admin@example.com', 'POST', '/api/devices/', {
      serial_number: `NEW-1, ${existing.serialNumber}, NEW-2, NEW-2, bad serial!`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      serial_number: [
        '"bad serial!" is not a valid serial number.',
        'Serial number "NEW-2" is given more than once.',
        `Device with this serial already exists: ${existing.serialNumber}.`,
      ],
    });
    expect(await serialsIn(['NEW-1', 'NEW-2'])).toEqual([]);
  });

  it('translates the field errors by Accept-Language', async () => {
    const [existing] = await suite.server.built.ctx.db.select().from(installations).limit(1);
    const reply = await call(suite.server, 'POST', '/api/devices/', {
      token: tokens['admin@example.com'],
      json: { serial_number: existing.serialNumber },
      headers: { 'Accept-Language': 'de' },
    });
    expect(reply.body).toEqual({
      serial_number: [`Ein Gerät mit dieser Seriennummer existiert bereits: ${existing.serialNumber}.`],
    });
  });

  it('creates only AFM meters, only in visible companies, and needs a serial', async () => {
    expect(
      (
        await as('staff@example.com', 'POST', '/api/devices/', {
          serial_number: 'L-1',
          meter_type: 'rcmlrwotaa',
          company: ids['Hillcrest Utilities'],
        })
      ).body,
    ).toEqual({
      meter_type: ['Devices can only be created for the meter type AFM.'],
    });
    const provider = ids['Meter Portal Operations'];
    expect(
      (await as('admin@example.com', 'POST', '/api/devices/', { serial_number: 'X-1', company: provider })).body,
    ).toEqual({
      company: ['This company does not exist or is not one you can act for.'],
    });
    expect((await as('admin@example.com', 'POST', '/api/devices/', { serial_number: ' , ' })).body).toEqual({
      serial_number: ['This field may not be blank.'],
    });
    expect((await as('admin@example.com', 'POST', '/api/devices/', {})).body).toEqual({
      serial_number: ['This field is required.'],
    });
    expect(await serialsIn(['L-1', 'X-1'])).toEqual([]);
  });

  it('refuses basic users without add_communicationdevice with 403', async () => {
    const reply = await as('user@example.com', 'POST', '/api/devices/', { serial_number: 'B-1' });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(await serialsIn(['B-1'])).toEqual([]);
  });
});

describe('devices/lora/', () => {
  it('registers LoRa meters as a task and reports registered, already existing and not found', async () => {
    const db = suite.server.built.ctx.db;
    const lora = await db
      .select()
      .from(installations)
      .where(eq(installations.companyId, ids['Hillcrest Utilities']))
      .orderBy(installations.serialNumber);
    const loraOnly = lora.filter((row) => row.meterType === 'rcmlrwotaa');
    const fresh = loraOnly.find((row) => !row.networkRegistered) ?? loraOnly[0];
    await db.update(installations).set({ networkRegistered: false }).where(eq(installations.id, fresh.id));
    const known = loraOnly.find((row) => row.id !== fresh.id && row.networkRegistered)!;
    const afm = lora.find((row) => row.meterType === 'afm')!;
    const [riverside] = await db
      .select()
      .from(installations)
      .where(eq(installations.companyId, ids['Riverside Water Works']))
      .limit(1);
    const started = await as<TaskStarted>('hill@example.com', 'POST', '/api/devices/lora/', {
      devices: [fresh.serialNumber, known.serialNumber, 'NO-SUCH', afm.serialNumber, riverside.serialNumber],
      action: 'register',
    });
    expect(started.status).toBe(202);
    expect(started.body.task_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitForResult('hill@example.com', started.body.task_id)).toEqual({
      status: 'completed',
      report: {
        registered: [fresh.serialNumber],
        already_existing: [known.serialNumber],
        not_found: ['NO-SUCH', afm.serialNumber, riverside.serialNumber],
      },
    });
    const [after] = await db.select().from(installations).where(eq(installations.id, fresh.id));
    expect(after.networkRegistered).toBe(true);

    const deleted = await as<TaskStarted>('hill@example.com', 'POST', '/api/devices/lora', {
      devices: [fresh.serialNumber],
      action: 'delete',
    });
    expect(await waitForResult('hill@example.com', deleted.body.task_id)).toEqual({
      status: 'completed',
      report: { deleted: [fresh.serialNumber], not_registered: [], not_found: [] },
    });
  });

  it('keeps a task to the user who started it and 404s unknown ids', async () => {
    const started = await as<TaskStarted>('hill@example.com', 'POST', '/api/devices/lora/', {
      devices: ['NO-SUCH'],
      action: 'register',
    });
    await waitForResult('hill@example.com', started.body.task_id);
    for (const email of ['admin@example.com', 'user@example.com']) {
      expect((await as(email, 'GET', `/api/devices/lora/result/?task_id=${started.body.task_id}`)).status).toBe(404);
    }
    expect((await as('hill@example.com', 'GET', '/api/devices/lora/result/?task_id=12345')).status).toBe(404);
    expect((await as('hill@example.com', 'GET', '/api/devices/lora/result/')).body).toEqual({
      task_id: ['This field is required.'],
    });
  });

  it('needs add (register) or delete (delete) permission and a valid body', async () => {
    expect(
      (await as('user@example.com', 'POST', '/api/devices/lora/', { devices: ['1'], action: 'register' })).status,
    ).toBe(403);
    expect(
      (await as('user@example.com', 'POST', '/api/devices/lora/', { devices: ['1'], action: 'delete' })).status,
    ).toBe(403);
    expect(
      (await as('hill@example.com', 'POST', '/api/devices/lora/', { devices: ['1'], action: 'explode' })).status,
    ).toBe(400);
    expect(
      (await as('hill@example.com', 'POST', '/api/devices/lora/', { devices: [' '], action: 'register' })).body,
    ).toEqual({ devices: ['This list may not be empty.'] });
  });
});

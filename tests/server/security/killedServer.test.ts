import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { type Database } from '../../../server/db/createDatabase.ts';
import {
  installationLatest,
  installations,
  meterGroupInstallations,
  meterGroups,
  readouts,
} from '../../../server/db/deviceSchema.ts';
import { tourRegisters, tours } from '../../../server/db/tourSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import { meterSimulation, readingSlots } from '../../../server/modules/readouts/generateReadouts.ts';
import { generateMeterReadouts } from '../../../server/simulate/generateMeterReadouts.ts';
import { planSimulation } from '../../../server/simulate/simulateReadouts.ts';
import { type ServerProcess } from '../../support/serverProcess.ts';
import { call, login } from '../support/api.ts';
import { killedServerFixture } from '../support/killedServerFixture.ts';
import { selectMeters } from '../../support/selectMeters.ts';

/**
 * kill -9 of the server in the middle of heavy work: afterwards every object holds its old state or its
 * new one, never a mix, and the task that was running ends failed as interrupted once the server is back
 * (PGlite), or is taken up again from the queue and finished (PostgreSQL).
 * The server runs as its own process on a data folder (or a PostgreSQL database of its own).
 */
let riverside: number;
const { onPostgres, withDatabase, start, asServer, killMidTask } = killedServerFixture(
  'meter-portal-killed-',
  async ({ db }) => {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Riverside Water Works'));
    riverside = row.id;
    // enough meters that a generation or a group change is still running when the kill comes
    await db.insert(installations).values(
      Array.from({ length: 1500 }, (_, i) => ({
        serialNumber: `KILL-${String(i).padStart(5, '0')}`,
        meterType: 'afm',
        companyId: riverside,
      })),
    );
  },
);

const day = 86_400_000;
const midnight = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * day);
  date.setUTCHours(0, 0, 0, 0);
  return date;
};

describe('kill -9 during a readout generation', () => {
  it('leaves each meter with its old readouts or its new ones, and the task failed or finished', async () => {
    // long enough that a meter's readings are written in several batches: the kill lands between two
    const from = midnight(-61);
    const to = midnight(-1);
    const serials = Array.from({ length: 40 }, (_, i) => `KILL-${String(i).padStart(5, '0')}`);
    // three seeded demo meters with history of their own in the period, and 40 without any
    const before = await withDatabase(async ({ db }) => {
      const demo = await db
        .select({ serial: installations.serialNumber })
        .from(installations)
        .innerJoin(installationLatest, eq(installationLatest.installationId, installations.id))
        .where(
          and(
            eq(installations.companyId, riverside),
            isNotNull(installationLatest.lastReadoutAt),
            sql`${installations.serialNumber} NOT LIKE 'KILL-%'`,
          ),
        )
        .orderBy(installations.serialNumber)
        .limit(3);
      return readoutState(db, [...demo.map((m) => m.serial), ...serials], from, to);
    });
    expect(before.size).toBe(43);

    // kill once some meters are done and most are not
    const taskId = await killMidTask({
      email: 'admin@example.com',
      startPath: '/api/generate-readouts/',
      json: { serials: [...before.keys()], date_from: from.toISOString(), date_to: to.toISOString() },
      resultPath: '/api/readouts/result/?task_id=',
      done: 3,
      what: 'generation',
    });

    const after = await withDatabase(({ db }) => readoutState(db, [...before.keys()], from, to));
    let replaced = 0;
    for (const [serial, state] of after) {
      const old = before.get(serial)!;
      // the meter's newest reading and volume always agree with its readouts
      expect(state.consistent, serial).toBe(true);
      if (state.inPeriod === old.inPeriod && state.sum === old.sum) continue;
      // every reading the generation writes for the meter: one each quarter hour, less a simulated gap
      expect(state.inPeriod, serial).toBe(generatedReadings(state.meter, from, to));
      replaced += 1;
    }
    expect(replaced).toBeGreaterThanOrEqual(3);
    expect(replaced).toBeLessThan(after.size);

    const restarted = await start();
    try {
      const { access } = await login(asServer(restarted), 'admin@example.com');
      const result = () =>
        call<{ status: string }>(asServer(restarted), 'GET', `/api/readouts/result/?task_id=${taskId}`, {
          token: access,
        });
      if (onPostgres) {
        // the queue hands the task to the restarted server, which runs it again to the end
        let reply = await result();
        for (let i = 0; i < 600 && reply.body.status === 'pending'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          reply = await result();
        }
        expect(reply.body).toMatchObject({ status: 'completed', report: { meters: before.size } });
        const finished = await withDatabase(({ db }) => readoutState(db, [...before.keys()], from, to));
        for (const [serial, state] of finished) expect(state.consistent, serial).toBe(true);
      } else expect((await result()).body).toEqual({ status: 'failed', detail: en.server.taskInterrupted });
    } finally {
      await restarted.stop();
    }
  }, 240_000);
});

describe('kill -9 during a group change', () => {
  it('leaves the group with its old name and members or its new ones', async () => {
    const { groupUuid, first, second } = await withDatabase(async ({ db }) => {
      const meters = await db
        .select({ id: installations.id, uuid: installations.uuid })
        .from(installations)
        .where(sql`${installations.serialNumber} LIKE 'KILL-%'`)
        .orderBy(installations.serialNumber);
      const [group] = await db
        .insert(meterGroups)
        .values({ name: 'before', companyId: riverside })
        .returning({ id: meterGroups.id, uuid: meterGroups.uuid });
      const half = meters.length / 2;
      await db
        .insert(meterGroupInstallations)
        .values(meters.slice(0, half).map((m) => ({ groupId: group.id, installationId: m.id })));
      return { groupUuid: group.uuid, first: meters.slice(0, half), second: meters.slice(half) };
    });
    const states = { before: first.map((m) => m.id).sort(), after: second.map((m) => m.id).sort() };

    // the kill lands at different points of the change; each time the group must be wholly one or the other
    for (const delayMs of [0, 15, 40]) {
      const server = await start();
      try {
        const { access } = await login(asServer(server), 'admin@example.com');
        const current = await withName(server, access, groupUuid);
        const target = current === 'before' ? 'after' : 'before';
        const change = call(asServer(server), 'PATCH', `/api/meter-groups/${groupUuid}/`, {
          token: access,
          json: { name: target, installations: (target === 'after' ? second : first).map((m) => m.uuid) },
        }).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await server.crash();
        await change;
      } finally {
        await server.crash();
      }
      const group = await withDatabase(async ({ db }) => {
        const [row] = await db.select().from(meterGroups).where(eq(meterGroups.uuid, groupUuid));
        const members = await db
          .select({ id: meterGroupInstallations.installationId })
          .from(meterGroupInstallations)
          .where(eq(meterGroupInstallations.groupId, row.id));
        return { name: row.name, members: members.map((m) => m.id).sort() };
      });
      expect(['before', 'after']).toContain(group.name);
      expect(group.members, `killed after ${delayMs} ms`).toEqual(states[group.name as 'before' | 'after']);
    }
  }, 240_000);
});

describe('kill -9 during a tour import', () => {
  it('leaves no tour, or the whole tour with every register', async () => {
    const rows = 40_000;
    const csv = [
      'item_number,address,meter_serial,measuring_point,register_id,register_kind,unit,previous_value,min_value,max_value',
      ...Array.from(
        { length: rows },
        (_, i) => `${i + 1},"Street ${i}",KT${String(i).padStart(7, '0')},MP-${i},1,volume,m3,1.5,1.6,90.5`,
      ),
    ].join('\n');
    const counted = () =>
      withDatabase(async ({ db }) => {
        const all = await db.select().from(tours);
        const registers = await db.select({ tourId: tourRegisters.tourId }).from(tourRegisters);
        return { tours: all, registers };
      });
    const before = await counted();
    // the kill lands at different points: while the file arrives, while it is checked, while it is stored
    const pendingIds = new Set<number>();
    for (const delayMs of [300, 1500, 2200, 3000, 4000]) {
      const server = await start();
      try {
        const { access } = await login(asServer(server), 'admin@example.com');
        const form = new FormData();
        form.append('converter', 'csv-comma');
        form.append('name', `Killed import ${delayMs}`);
        form.append('file', new Blob([csv]), 'route.csv');
        const upload = fetch(`${server.url}/api/tours/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${access}` },
          body: form,
        }).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await server.crash();
        await upload;
      } finally {
        await server.crash();
      }
      // on PGlite the import is staged: a kill may leave its tour pending, invisible to every reader, until
      // the next start deletes it; on PostgreSQL it is one transaction and leaves nothing pending
      const killed = await counted();
      for (const tour of killed.tours) if (tour.importPending) pendingIds.add(tour.id);
      if (onPostgres) expect(pendingIds.size).toBe(0);
    }
    const restarted = await start();
    await restarted.stop();
    const after = await counted();
    const known = new Set(before.tours.map((tour) => tour.id));
    expect(after.tours.filter((tour) => tour.importPending || pendingIds.has(tour.id))).toEqual([]);
    expect(after.registers.filter((r) => pendingIds.has(r.tourId))).toEqual([]);
    console.log('tour import killed', {
      pending_before_restart: pendingIds.size,
      complete: after.tours.filter((t) => !known.has(t.id)).length,
    });
    for (const tour of after.tours.filter((t) => !known.has(t.id))) {
      // a tour that exists is whole: every row of the file is a register of it
      expect(tour.name).toMatch(/^Killed import/);
      expect(tour.registerCount).toBe(rows);
      expect(after.registers.filter((r) => r.tourId === tour.id)).toHaveLength(rows);
    }
    // the tours that were there are untouched
    expect(after.registers.filter((r) => known.has(r.tourId))).toHaveLength(before.registers.length);
  }, 300_000);
});

async function withName(server: ServerProcess, token: string, uuid: string): Promise<string> {
  const reply = await call<{ name: string }>(asServer(server), 'GET', `/api/meter-groups/${uuid}/`, { token });
  expect(reply.status).toBe(200);
  return reply.body.name;
}

interface ReadoutState {
  meter: { id: number; meterType: string };
  inPeriod: number;
  sum: number;
  consistent: boolean;
}

/**
 * How many readings a generation over [from, to) writes for the meter, from the same deterministic
 * simulation: a reading every quarter hour, less those of the transmission gap its profile may draw
 * (some meters' profiles do, depending on the meter and the period's start).
 */
function generatedReadings(meter: ReadoutState['meter'], from: Date, to: Date): number {
  const { profiles, period } = planSimulation(...meterSimulation(meter, readingSlots(from, to)));
  let count = 0;
  for (const profile of profiles) generateMeterReadouts(profile, period, () => (count += 1));
  return count;
}

/** Per meter: its readouts in the period [from, to), and whether its newest reading and volume match its readouts. */
async function readoutState(
  db: Database['db'],
  serials: string[],
  from: Date,
  to: Date,
): Promise<Map<string, ReadoutState>> {
  const meters = await selectMeters(db).where(inArray(installations.serialNumber, serials));
  const states = new Map<string, ReadoutState>();
  for (const meter of meters) {
    const [period] = await db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${readouts.totalVolume}), 0)::float8` })
      .from(readouts)
      .where(and(eq(readouts.installationId, meter.id), gte(readouts.ts, from), lt(readouts.ts, to)));
    const [latest] = await db
      .select({ ts: readouts.ts, totalVolume: readouts.totalVolume })
      .from(readouts)
      .where(eq(readouts.installationId, meter.id))
      .orderBy(sql`${readouts.ts} DESC`)
      .limit(1);
    const consistent = latest
      ? meter.lastReadoutAt?.getTime() === latest.ts.getTime() && meter.volumeM3 === latest.totalVolume
      : meter.lastReadoutAt === null;
    states.set(meter.serialNumber, {
      meter: { id: meter.id, meterType: meter.meterType },
      inPeriod: Number(period.n),
      sum: Number(period.sum),
      consistent,
    });
  }
  return states;
}

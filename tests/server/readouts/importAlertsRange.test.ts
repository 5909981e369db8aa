import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, installationLatest, installations } from '../../../server/db/deviceSchema.ts';
import { deriveReadingAlerts } from '../../../server/modules/readouts/deriveReadingAlerts.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, companyIds, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { uploadReadings } from './importReadings.ts';

const IMPORTER = 'range-importer@riverside.example.com';
const DAY = 86_400_000;
const SLOT = 900_000;
const START = Date.UTC(2025, 2, 1);
const DAYS = 40;
/** the days imported second, into the middle of the history */
const MIDDLE = { from: 15, to: 25 };

let server: TestServer;
let token: string;
let meter: { id: number; serial: string };

beforeAll(async () => {
  server = await serverFor();
  const riverside = (await companyIds(server))['Riverside Water Works'];
  await addUser(server, { email: IMPORTER, companyId: riverside, permissions: ['add_communicationdevice'] });
  token = (await login(server, IMPORTER)).access;
  [meter] = await server.built.ctx.db
    .insert(installations)
    .values({ serialNumber: 'RANGE-ALERTS-1', meterType: 'sonico', companyId: riverside })
    .returning({ id: installations.id, serial: installations.serialNumber });
});
afterAll(() => server?.close());

/**
 * Forty days of quarter-hour readings with something for every day rule, several across the middle range's
 * edges: a leak at night (days 12–22), a burst (day 19), no usage (days 13–17 and 23–27), backflow reported
 * (days 10–16), days with few readings (8 and 20).
 */
function readingsOfDay(day: number, volume: { m3: number }): string[] {
  const lines: string[] = [];
  for (let slot = 0; slot < 96; slot += 1) {
    const night = slot < 24 || slot >= 88;
    const idle = (day >= 13 && day <= 17) || (day >= 23 && day <= 27);
    let step = idle ? 0 : night ? (day >= 12 && day <= 22 ? 0.005 : 0) : 0.01;
    if (day === 19 && slot === 50) step = 1.5;
    volume.m3 += step;
    // the register counts on while readings go missing
    if ((day === 8 && slot >= 20) || (day === 20 && slot % 3 !== 0)) continue;
    const flags = day >= 10 && day <= 16 && slot === 40 ? 'backflow' : '';
    const ts = new Date(START + day * DAY + slot * SLOT).toISOString();
    lines.push(`${meter.serial},${ts},${volume.m3.toFixed(3)},${(step * 4).toFixed(3)},90,${flags}`);
  }
  return lines;
}

const csv = (days: number[]) => {
  const volume = { m3: 100 };
  const lines: string[] = [];
  for (let day = 0; day < DAYS; day += 1) {
    const ofDay = readingsOfDay(day, volume);
    if (days.includes(day)) lines.push(...ofDay);
  }
  return `serial,ts,volume_m3,flow_m3h,battery,alerts\n${lines.join('\n')}\n`;
};

/** the meter's alerts and the newest reading stored on it */
async function stored() {
  const { db } = server.built.ctx;
  const rows = await db
    .select({ state: alerts.state, startedAt: alerts.startedAt, endedAt: alerts.endedAt })
    .from(alerts)
    .where(eq(alerts.installationId, meter.id));
  const [row] = await db
    .select({
      last: installationLatest.lastReadoutAt,
      volume: installationLatest.volumeM3,
      count: installationLatest.alertCount,
    })
    .from(installationLatest)
    .where(eq(installationLatest.installationId, meter.id));
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    alerts: rows.map((a) => `${a.state} ${iso(a.startedAt)} ${iso(a.endedAt)}`).sort((a, b) => a.localeCompare(b)),
    meter: { last: iso(row.last), volume: Number(row.volume), count: row.count },
  };
}

describe('alerts after an import into the middle of a history', () => {
  it('are derived from the imported range on, as a derivation over the whole history finds them', async () => {
    const days = Array.from({ length: DAYS }, (_, day) => day);
    const outer = days.filter((day) => day < MIDDLE.from || day > MIDDLE.to);
    const middle = days.filter((day) => day >= MIDDLE.from && day <= MIDDLE.to);
    for (const part of [outer, middle]) {
      const reply = await uploadReadings(server, token, csv(part), 'readings.csv');
      expect(reply.status).toBe(200);
      expect(reply.body.written).toBeGreaterThan(0);
    }
    const ranged = await stored();
    // the rules found something on both sides of the range and across its edges
    const states = new Set(ranged.alerts.map((line) => line.split(' ')[0]));
    for (const state of ['backflow', 'broken_pipe', 'communication_error', 'night_flow', 'no_usage'])
      expect(states).toContain(state);

    await deriveReadingAlerts(server.built.ctx.db, [meter.id]);
    expect(await stored()).toEqual(ranged);
  });
});

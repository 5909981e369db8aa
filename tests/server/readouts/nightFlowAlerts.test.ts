import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nightFlowEpisodes } from '../../../src/core/domain/nightFlowAlerts.ts';
import { DEFAULT_LEAK_RULES } from '../../../src/core/domain/leakRules.ts';
import { alerts, installations } from '../../../server/db/deviceSchema.ts';
import { filledBeforeAll, serverSuite } from '../support/serverSuite.ts';
import { uploadReadings } from './importReadings.ts';
import { selectMeters } from '../../support/selectMeters.ts';

const suite = serverSuite({ signIn: ['admin@example.com'] });
const SERIAL = 'NIGHT-FLOW-1';
const meter = filledBeforeAll(async () => {
  const [row] = await suite.server.built.ctx.db
    .insert(installations)
    .values({ serialNumber: SERIAL, meterType: 'afm', companyId: suite.ids['Riverside Water Works'] })
    .returning();
  return row;
});

/** CSV rows of one night in June 2024 read at 02:00, 03:00 and 04:00 UTC, the register rising by `m3h`. */
let volume = 100;
const night = (day: number, m3h: number) => {
  const lines = [2, 3, 4].map((hour, i) => `${SERIAL},2024-06-0${day}T0${hour}:00:00Z,${(volume + i * m3h).toFixed(3)},,,`);
  volume += 2 * m3h + 1;
  return lines;
};
const daytime = (day: number) => `${SERIAL},2024-06-0${day}T12:00:00Z,${(volume += 0.5).toFixed(3)},,,`;

const nightFlowAlerts = () =>
  suite.server.built.ctx.db
    .select({ startedAt: alerts.startedAt, endedAt: alerts.endedAt })
    .from(alerts)
    .where(and(eq(alerts.installationId, meter.id), eq(alerts.state, 'night_flow')));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

describe('night_flow alerts', () => {
  it('raise after the company’s nights in a row above its threshold, and end with the first night below', async () => {
    const rules = await suite.as('admin@example.com', 'PUT', `/api/companies/${suite.ids['Riverside Water Works']}/leak-rules/`, {
      json: { ...DEFAULT_LEAK_RULES, night_flow_min_m3h: 0.05, night_flow_nights: 2 },
    });
    expect(rules.status, rules.text).toBe(200);
    const upload = async (lines: string[]) => {
      const reply = await uploadReadings(
        suite.server,
        suite.tokens['admin@example.com'],
        `serial,ts,volume_m3,flow_m3h,battery,alerts\n${lines.join('\n')}\n`,
        'nights.csv',
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    };
    // one night above is not yet sustained
    await upload([...night(1, 0.02), daytime(1), ...night(2, 0.1), daytime(2)]);
    expect(await nightFlowAlerts()).toEqual([]);
    await upload([...night(3, 0.2)]);
    const open = await nightFlowAlerts();
    expect(open.map((a) => [iso(a.startedAt), iso(a.endedAt)])).toEqual([['2024-06-02T02:00:00.000Z', null]]);
    const [counted] = await selectMeters(suite.server.built.ctx.db).where(eq(installations.id, meter.id));
    expect(counted.alertCount).toBeGreaterThanOrEqual(1);
    await upload([daytime(3), ...night(4, 0.3), daytime(4), ...night(5, 0.01), daytime(5)]);
    const ended = await nightFlowAlerts();
    expect(ended.map((a) => [iso(a.startedAt), iso(a.endedAt)])).toEqual([
      ['2024-06-02T02:00:00.000Z', '2024-06-05T04:00:00.000Z'],
    ]);
  });
});

describe('nightFlowEpisodes', () => {
  const rules = { night_flow_min_m3h: 0.05, night_flow_nights: 3 };
  const nights = (values: Array<[number, number]>) =>
    values.map(([day, m3h]) => ({ from: day * 86_400_000, to: day * 86_400_000 + 7_200_000, m3h }));
  it('needs the nights in a row: a missing night breaks a run not yet raised, not a raised one', () => {
    expect(nightFlowEpisodes(nights([[1, 0.1], [2, 0.1], [4, 0.1]]), rules)).toEqual([]);
    expect(
      nightFlowEpisodes(nights([[1, 0.1], [2, 0.1], [3, 0.1], [5, 0.1], [6, 0.05], [7, 0.2]]), rules),
    ).toEqual([{ state: 'night_flow', from: 86_400_000, to: 6 * 86_400_000 + 7_200_000, open: false }]);
    expect(nightFlowEpisodes(nights([[1, 0.1], [2, 0.1], [3, 0.1]]), rules)).toEqual([
      { state: 'night_flow', from: 86_400_000, to: 3 * 86_400_000 + 7_200_000, open: true },
    ]);
    // raised before the nights looked at: one night above carries it on, the first below ends it
    expect(nightFlowEpisodes(nights([[5, 0.1], [6, 0.01]]), rules, 86_400_000)).toEqual([
      { state: 'night_flow', from: 86_400_000, to: 6 * 86_400_000 + 7_200_000, open: false },
    ]);
  });
});

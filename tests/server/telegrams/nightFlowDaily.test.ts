import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyReadingUpkeep } from '../../../server/dailyReadingUpkeep.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call } from '../support/api.ts';
import { addModule, installationAlerts, senderServer, telegramOf, type TestModule } from './telegramSupport.ts';

const SENDER = 'night-gateway@riverside.example.com';

let server: TestServer;
let token: string;
let module: TestModule;
/** hours of March 2026, UTC; the company keeps the default leak rules (02:00–04:00, 10 l/h, three nights) */
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour));

beforeAll(async () => {
  let riverside: number;
  ({ server, riverside, token } = await senderServer(SENDER));
  module = await addModule(server, riverside, '31000901');
});
afterAll(() => server?.close());

let volume = 100;
/** telegrams of `day` at the given hours, the register rising by `m3h` an hour through them */
async function send(day: number, hours: number[], m3h: number) {
  const telegrams = hours.map((hour, i) => {
    if (i > 0) volume += (hour - hours[i - 1]) * m3h;
    const hex = telegramOf(module.id, module.key, {
      total_m3: Number(volume.toFixed(3)),
      gwf: { status: 0, battery_years: 10 },
    });
    return { hex, received_at: at(day, hour).toISOString() };
  });
  const reply = await call<{ results: Array<{ outcome: string }> }>(server, 'POST', '/api/telegrams/', {
    token,
    json: { telegrams },
  });
  expect(reply.body.results.map((r) => r.outcome)).toEqual(hours.map(() => 'stored'));
  volume += 1;
}

const nightFlow = async () =>
  (await installationAlerts(server, module.installationId))
    .filter((alert) => alert.state === 'night_flow')
    .map((alert) => [alert.startedAt.toISOString(), alert.endedAt?.toISOString() ?? null]);

describe('the daily job and telegram meters', () => {
  it('raises the night-flow alert of a meter fed by telegrams after its nights in a row, and a calm night ends it', async () => {
    const { db } = server.built.ctx;
    for (const day of [1, 2, 3]) await send(day, [2, 3, 4, 12], 0.2);
    // telegrams step alerts one reading at a time: no night is judged yet
    expect(await nightFlow()).toEqual([]);
    // the run at the default 03:00 UTC lies inside tonight's window: it judges the nights up to yesterday's
    await send(4, [2, 3], 0.2);
    await runDailyReadingUpkeep(db, at(4, 3));
    expect(await nightFlow()).toEqual([[at(1, 2).toISOString(), null]]);
    // the night goes on above: each daily run looks back only a few nights, and carries the raised alert on
    await send(4, [4, 12], 0.2);
    for (const day of [5, 6, 7, 8]) {
      await runDailyReadingUpkeep(db, at(day, 3));
      await send(day, [2, 3, 4, 12], 0.2);
    }
    await runDailyReadingUpkeep(db, at(9, 3));
    expect(await nightFlow()).toEqual([[at(1, 2).toISOString(), null]]);
    // a calm night: the next day's run sees the whole night and ends the alert with it, from its first night
    await send(9, [2, 3, 4, 12], 0);
    await runDailyReadingUpkeep(db, at(10, 3));
    expect(await nightFlow()).toEqual([[at(1, 2).toISOString(), at(9, 4).toISOString()]]);
  });
});

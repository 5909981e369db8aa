import { and, count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LorawanSimulateResult } from '../../cli/commands/lorawanSimulate.ts';
import { installations, readouts } from '../../server/db/deviceSchema.ts';
import { companies } from '../../server/db/schema.ts';
import { cliSuite } from './support/cliSuite.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com' } });
const admin = suite.user('admin');
let aqua: number;

beforeAll(async () => {
  const rows = await suite.server.built.ctx.db.select({ id: companies.id, name: companies.name }).from(companies);
  aqua = rows.find((r) => r.name === 'Aqua Distribution')!.id;
});

const lorawanReadings = async () =>
  (
    await suite.server.built.ctx.db
      .select({ n: count() })
      .from(readouts)
      .where(and(eq(readouts.source, 'lorawan'), isNotNull(readouts.spreadingFactor), isNotNull(readouts.snr)))
  )[0].n;

describe('meter-portal lorawan simulate', () => {
  it('posts ChirpStack-shaped uplinks of the company’s LoRa meters, stored as readings with their radio facts', async () => {
    const db = suite.server.built.ctx.db;
    const [{ n: loraMeters }] = await db
      .select({ n: count() })
      .from(installations)
      .where(
        and(
          eq(installations.companyId, aqua),
          eq(installations.meterType, 'rcmlrwotaa'),
          isNotNull(installations.deviceEui),
        ),
      );
    expect(loraMeters).toBeGreaterThan(0);
    const before = await lorawanReadings();
    const reply = await admin.run(['--json', 'lorawan', 'simulate', '--company', String(aqua), '--count', '2']);
    expect(reply.code, reply.stderr).toBe(0);
    const result = JSON.parse(reply.stdout) as LorawanSimulateResult;
    expect(result).toMatchObject({ meters: loraMeters, sent: loraMeters * 2 });
    expect(result.counts.stored).toBe(loraMeters * 2);
    expect((await lorawanReadings()) - before).toBe(loraMeters * 2);

    const table = await admin.run([
      'lorawan',
      'simulate',
      '--company',
      String(aqua),
      '--count',
      '1',
      '--interval',
      '5',
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain(`${loraMeters} uplinks of ${loraMeters} LoRa meters sent`);
    expect((await admin.run(['lorawan', 'simulate', '--count', 'many'])).code).toBe(2);
  });
});

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TelegramsIngestResult } from '../../cli/commands/telegramsIngest.ts';
import type { TelegramsSimulateResult } from '../../cli/commands/telegramsSimulate.ts';
import type { TelegramDecoded } from '../../src/core/contract/telegrams.ts';
import { readouts } from '../../server/db/deviceSchema.ts';
import { keyAccessLog } from '../../server/db/keySchema.ts';
import { companies } from '../../server/db/schema.ts';
import { encodeTelegram, waterRecords } from '../../src/core/telegrams/index.ts';
import { cliSuite } from './support/cliSuite.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com' }, folder: true });
const admin = suite.user('admin');
const KEY = '0123456789ABCDEF0123456789ABCDEF';
let riverside: number;

beforeAll(async () => {
  const rows = await suite.server.built.ctx.db.select({ id: companies.id, name: companies.name }).from(companies);
  riverside = rows.find((r) => r.name === 'Riverside Water Works')!.id;
});

describe('meter-portal telegrams', () => {
  it('decodes a telegram with a key, as a table or JSON', async () => {
    const hex = encodeTelegram({
      manufacturer: 'GWF',
      id: '20221031',
      access_number: 3,
      records: waterRecords({ total_m3: 0.062, flow_m3h: 0.01 }),
      key: KEY,
    });
    const json = await admin.run(['--json', 'telegrams', 'decode', hex, '--key', KEY]);
    expect(json.code, json.stderr).toBe(0);
    expect((JSON.parse(json.stdout) as TelegramDecoded).values).toEqual({ total_m3: 0.062, flow_m3h: 0.01 });
    const table = await admin.run(['telegrams', 'decode', hex, '--key', KEY]);
    expect(table.stdout).toContain('GWF 20221031');
    expect(table.stdout).toContain('total_m3');
    const wrong = await admin.run(['telegrams', 'decode', hex, '--key', 'F'.repeat(32)]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('The key does not decrypt this telegram.');
    expect((await admin.run(['telegrams', 'decode', hex, '--key', 'short'])).code).toBe(2);
  });

  it('simulates the modules’ next telegrams and ingests them from stdin as new readings', async () => {
    const simulated = await admin.run([
      '--json',
      'telegrams',
      'simulate',
      '--company',
      String(riverside),
      '--count',
      '2',
    ]);
    expect(simulated.code, simulated.stderr).toBe(0);
    const { modules, lines } = JSON.parse(simulated.stdout) as TelegramsSimulateResult;
    expect(modules).toBeGreaterThan(0);
    expect(lines).toHaveLength(modules * 2);
    const logged = await suite.server.built.ctx.db.select().from(keyAccessLog).where(eq(keyAccessLog.action, 'export'));
    expect(logged.length).toBeGreaterThan(0);
    const plain = await admin.run(['telegrams', 'simulate', '--company', String(riverside), '--count', '2']);
    const before = await suite.server.built.ctx.db.select().from(readouts).where(eq(readouts.source, 'wmbus'));
    const ingested = await admin.run(['--json', 'telegrams', 'ingest', '-'], { input: plain.stdout });
    expect(ingested.code, `${ingested.stderr}\n${ingested.stdout}`).toBe(0);
    const result = JSON.parse(ingested.stdout) as TelegramsIngestResult;
    expect(result).toMatchObject({ total: modules * 2, failed: 0 });
    expect(result.counts.stored).toBe(modules * 2);
    const after = await suite.server.built.ctx.db.select().from(readouts).where(eq(readouts.source, 'wmbus'));
    expect(after.length - before.length).toBe(modules * 2);
  });

  it('ingests a file, prints a summary of outcomes and exits with 1 when any telegram was not stored', async () => {
    const file = path.join(suite.folder, 'telegrams.txt');
    const unknown = encodeTelegram({
      manufacturer: 'GWF',
      id: '99999998',
      access_number: 1,
      records: waterRecords({ total_m3: 1 }),
    });
    await writeFile(file, `# listing\n${unknown};2026-11-20 08:00:00\nnot hex\n`);
    const run = await admin.run(['telegrams', 'ingest', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/unknown_module\s*│\s*1/);
    expect(run.stdout).toMatch(/malformed\s*│\s*1/);
    expect(run.stdout).toContain('2 telegrams, 2 not stored');
    expect(run.stderr).toContain('2 of 2 telegrams were not stored');
    await writeFile(file, `${unknown};last tuesday\n`);
    const bad = await admin.run(['telegrams', 'ingest', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('line 1: "last tuesday" is not a timestamp');
  });
});

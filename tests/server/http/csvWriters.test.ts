import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations } from '../../../server/db/deviceSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, companyIds, login, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WRITER = 'server/http/exports/writeCsv.ts';

async function serverSources(): Promise<Array<{ file: string; text: string }>> {
  const entries = await readdir(path.join(ROOT, 'server'), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.parentPath.includes('migrations'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })));
}

describe('every CSV the server writes goes through one writer', () => {
  it('imports csv-stringify in writeCsv.ts only', async () => {
    const importers = (await serverSources())
      .filter(({ text }) => /from\s+['"]csv-stringify/.test(text) || /require\(['"]csv-stringify/.test(text))
      .map(({ file }) => file);
    expect(importers).toEqual([WRITER]);
  });

  it('answers text/csv only from code that writes through it', async () => {
    const sources = await serverSources();
    const answering = sources.filter(({ text }) => text.includes('text/csv')).map(({ file }) => file);
    expect(answering.length).toBeGreaterThan(0);
    for (const file of answering)
      expect(sources.find((source) => source.file === file)!.text, file).toMatch(/\/(writeCsv|csvBody)\.ts'/);
  });
});

describe('a grid export', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await serverFor();
    admin = (await login(server, 'admin@example.com')).access;
  });
  afterAll(() => server?.close());

  it('neutralises a device group named as a formula, and leaves a group named as a number', async () => {
    const riverside = (await companyIds(server))['Riverside Water Works'];
    const [meter] = await server.built.ctx.db
      .select({ uuid: installations.uuid })
      .from(installations)
      .where(eq(installations.companyId, riverside))
      .limit(1);
    for (const name of ['=cmd|" /C calc"!A0', '-12.5']) {
      const group = await call<Json>(server, 'POST', '/api/meter-groups/', {
        token: admin,
        json: { name, company: riverside, installations: [meter.uuid] },
      });
      expect(group.status, group.text).toBe(201);
    }
    const csv = await call(server, 'GET', '/api/meter-groups/export.csv/', { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const names = parse<Record<string, string>>(csv.text, { columns: true }).map((row) => row['group.name']);
    expect(names).toContain(`'=cmd|" /C calc"!A0`);
    expect(names).not.toContain('=cmd|" /C calc"!A0');
    expect(names).toContain('-12.5');
  });
});

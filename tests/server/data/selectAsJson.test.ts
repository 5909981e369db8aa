import { asc, getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as deviceSchema from '../../../server/db/deviceSchema.ts';
import * as embedKeySchema from '../../../server/db/embedKeySchema.ts';
import * as keySchema from '../../../server/db/keySchema.ts';
import * as measuringPointSchema from '../../../server/db/measuringPointSchema.ts';
import * as reportSchema from '../../../server/db/reportSchema.ts';
import * as schema from '../../../server/db/schema.ts';
import * as tourSchema from '../../../server/db/tourSchema.ts';
import { companies, users } from '../../../server/db/schema.ts';
import { installations } from '../../../server/db/deviceSchema.ts';
import { selectAllAsJson, selectAsJson } from '../../../server/db/selectAsJson.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(async () => {
  await server?.close();
});

const modules = [schema, deviceSchema, keySchema, measuringPointSchema, reportSchema, tourSchema, embedKeySchema];
const tables = [...new Map(modules.flatMap((m) => Object.entries(m))).entries()].filter(
  (entry): entry is [string, PgTable] => is(entry[1], PgTable),
);

describe('a select fetched as one JSON text', () => {
  it('answers every table of the demo data exactly as drizzle does', async () => {
    const { db } = server.built.ctx;
    let compared = 0;
    for (const [name, table] of tables) {
      const query = () =>
        db
          .select()
          .from(table)
          .orderBy(sql`1`)
          .limit(300);
      const [plain, json] = [await query(), await selectAsJson(db, query())];
      expect(json, name).toEqual(plain);
      compared += plain.length;
    }
    expect(tables.length).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(500);
  });

  it('keeps nested selections, nulls, instants to the millisecond and empty results', async () => {
    const { db } = server.built.ctx;
    const query = () =>
      db
        .select({ id: installations.id, where: { lat: installations.latitude, at: installations.createdAt } })
        .from(installations)
        .orderBy(asc(installations.id))
        .limit(50);
    const json = await selectAsJson(db, query());
    expect(json).toEqual(await query());
    expect(json[0].where.at).toBeInstanceOf(Date);
    expect(
      await selectAsJson(
        db,
        db
          .select()
          .from(companies)
          .where(sql`false`),
      ),
    ).toEqual([]);
  });

  it('leaves a field whose JSON form differs (an expression) to the driver', async () => {
    const { db } = server.built.ctx;
    const query = () =>
      db
        .select({ id: users.id, n: sql<string>`count(*) over ()` })
        .from(users)
        .limit(3);
    const json = await selectAsJson(db, query());
    expect(json).toEqual(await query());
    // the driver's bigint text, which a JSON number would not be
    expect(typeof json[0].n).toBe(typeof (await query())[0].n);
  });

  it('keeps text that JSON escapes (quotes, backslashes, line breaks, non-Latin letters)', async () => {
    const { db } = server.built.ctx;
    const name = 'Ελληνικά "quoted" \\ back\nslash – Łódź';
    const [row] = await db
      .insert(companies)
      .values({ name, customerAccount: 'JSON-1', isActive: true })
      .returning({ id: companies.id });
    const query = () =>
      db
        .select(getTableColumns(companies))
        .from(companies)
        .where(sql`${companies.id} = ${row.id}`);
    const [json] = await selectAsJson(db, query());
    expect(json.name).toBe(name);
    expect([json]).toEqual(await query());
  });

  it('answers several selects from one statement as each alone, and each alone when one cannot go as JSON', async () => {
    const { db } = server.built.ctx;
    const queries = () => ({
      meters: db.select().from(installations).orderBy(asc(installations.id)).limit(20),
      companies: db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id)),
      none: db
        .select({ id: users.id })
        .from(users)
        .where(sql`false`),
    });
    const statements: string[] = [];
    const spy = { execute: (query: Parameters<typeof db.execute>[0]) => (statements.push('one'), db.execute(query)) };
    const together = await selectAllAsJson(spy, queries());
    const q = queries();
    expect(together).toEqual({ meters: await q.meters, companies: await q.companies, none: [] });
    expect(statements).toHaveLength(1);

    const mixed = await selectAllAsJson(db, {
      counted: db
        .select({ id: users.id, n: sql<string>`count(*) over ()` })
        .from(users)
        .orderBy(asc(users.id)),
      companies: db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)),
    });
    expect(mixed.counted).toEqual(
      await db
        .select({ id: users.id, n: sql<string>`count(*) over ()` })
        .from(users)
        .orderBy(asc(users.id)),
    );
    expect(mixed.companies.length).toBeGreaterThan(0);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { installations } from '../../../server/db/deviceSchema.ts';
import { companies } from '../../../server/db/schema.ts';
import type { TestServer } from '../../support/startTestServer.ts';

/** The demo company's first meter of a type, by serial number. */
export async function firstMeter(server: TestServer, meterType: string, company = 'Riverside Water Works') {
  const { db } = server.built.ctx;
  const [owner] = await db.select().from(companies).where(eq(companies.name, company));
  const [meter] = await db
    .select({ id: installations.id, serial: installations.serialNumber })
    .from(installations)
    .where(and(eq(installations.companyId, owner.id), eq(installations.meterType, meterType)))
    .orderBy(asc(installations.serialNumber))
    .limit(1);
  return meter;
}

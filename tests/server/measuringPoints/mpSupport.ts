import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { installations } from '../../../server/db/deviceSchema.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import { selectMeters } from '../../support/selectMeters.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, login } from '../support/api.ts';

export const MANAGE = ['view_measuringpoint', 'add_measuringpoint', 'change_measuringpoint'];

/** A fresh user of one company with exactly these permissions, signed in. */
export async function userWith(server: TestServer, companyId: number, permissions: string[], staff = false) {
  const email = `mp-${Math.random().toString(36).slice(2)}@example.com`;
  await addUser(server, { email, companyId, permissions, staff });
  return { email, token: (await login(server, email)).access };
}

/** Meters of a company that have no measuring point (the demo leaves a few free). */
export async function freeMeters(server: TestServer, companyId: number) {
  return selectMeters(server.built.ctx.db)
    .where(and(eq(installations.companyId, companyId), isNull(installations.measuringPointId)))
    .orderBy(asc(installations.id));
}

export async function assignedMeters(server: TestServer, companyId: number) {
  return server.built.ctx.db
    .select()
    .from(installations)
    .where(and(eq(installations.companyId, companyId), isNotNull(installations.measuringPointId)))
    .orderBy(asc(installations.id));
}

export async function pointRows(server: TestServer, companyId?: number) {
  const query = server.built.ctx.db.select().from(measuringPoints);
  return companyId === undefined ? query : query.where(eq(measuringPoints.companyId, companyId));
}

let serial = 0;
/** A valid create body for a company, unique mpid each call. */
export function newPoint(company: number, extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Test point ${serial}`,
    company,
    measuring_point_id: `T-${Date.now().toString(36)}-${serial}`,
    lat: 48.2 + serial / 1000,
    lng: 16.37,
    ...extra,
  };
}

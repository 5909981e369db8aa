import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { installations } from '../../../server/db/deviceSchema.ts';
import { measuringPoints } from '../../../server/db/measuringPointSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, login, type CallOptions } from '../support/api.ts';

export const MANAGE = ['view_measuringpoint', 'add_measuringpoint', 'change_measuringpoint'];

/** Signs in the demo accounts and returns a `call` bound to a user's token. */
export async function signIn(server: TestServer, emails: string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const email of emails) tokens[email] = (await login(server, email)).access;
  return tokens;
}

export function caller(server: TestServer, tokens: Record<string, string>) {
  return <T = Record<string, unknown>>(email: string, method: string, path: string, options: CallOptions = {}) =>
    call<T>(server, method, path, { token: tokens[email], ...options });
}

/** A fresh user of one company with exactly these permissions, signed in. */
export async function userWith(server: TestServer, companyId: number, permissions: string[], staff = false) {
  const email = `mp-${Math.random().toString(36).slice(2)}@example.com`;
  await addUser(server, { email, companyId, permissions, staff });
  return { email, token: (await login(server, email)).access };
}

/** Meters of a company that have no measuring point (the demo leaves a few free). */
export async function freeMeters(server: TestServer, companyId: number) {
  return server.built.ctx.db
    .select()
    .from(installations)
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

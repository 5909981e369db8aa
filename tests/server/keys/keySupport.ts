import { and, eq } from 'drizzle-orm';
import { commModuleKeys } from '../../../server/db/keySchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, login } from '../support/api.ts';

/** A Riverside user who may see orders and keys and transfer them, but is no company admin. */
export const RIVERSIDE_KEEPER = 'keeper@riverside.example.com';
export const KEEPER_PERMISSIONS = [
  'view_order',
  'view_communicationdevice',
  'delete_communicationdevice',
  'view_transfer',
  'add_transfer',
];

export async function keyTokens(server: TestServer, companyIds: Record<string, number>) {
  await addUser(server, {
    email: RIVERSIDE_KEEPER,
    companyId: companyIds['Riverside Water Works'],
    permissions: KEEPER_PERMISSIONS,
  });
  const tokens: Record<string, string> = {};
  for (const email of ['staff@example.com', 'admin@example.com', 'user@example.com', RIVERSIDE_KEEPER])
    tokens[email] = (await login(server, email)).access;
  return tokens;
}

export const caller =
  (server: TestServer, tokens: Record<string, string>) =>
  <T = Record<string, unknown>>(email: string, method: string, path: string, json?: unknown) =>
    call<T>(server, method, path, { token: tokens[email], json });

/** Keys of a company straight from the database (not deleted unless asked). */
export async function keysOf(server: TestServer, companyId: number, deleted = false) {
  return server.built.ctx.db
    .select()
    .from(commModuleKeys)
    .where(and(eq(commModuleKeys.companyId, companyId), eq(commModuleKeys.isDeleted, deleted)))
    .orderBy(commModuleKeys.moduleSerial);
}

export async function download(server: TestServer, token: string, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

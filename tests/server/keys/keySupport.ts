import { and, eq } from 'drizzle-orm';
import { commModuleKeys } from '../../../server/db/keySchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import type { ServerSuite, SuiteOptions } from '../support/serverSuite.ts';

/** A Riverside user who may see orders and keys and transfer them, but is no company admin. */
export const RIVERSIDE_KEEPER = 'keeper@riverside.example.com';
export const KEEPER_PERMISSIONS = [
  'view_order',
  'view_communicationdevice',
  'delete_communicationdevice',
  'view_transfer',
  'add_transfer',
];

/** The suite of the key tests: the demo accounts and the Riverside keeper, signed in. */
export const KEY_SUITE: SuiteOptions = {
  signIn: ['staff@example.com', 'admin@example.com', 'user@example.com'],
  users: [{ email: RIVERSIDE_KEEPER, company: 'Riverside Water Works', permissions: KEEPER_PERMISSIONS }],
};

/** A request as a signed-in user with an optional JSON body. */
export const caller =
  (suite: ServerSuite) =>
  <T = Record<string, unknown>>(email: string, method: string, path: string, json?: unknown) =>
    suite.as<T>(email, method, path, { json });

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

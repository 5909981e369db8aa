import { DEFAULT_ROLE_PERMISSIONS } from '../../../src/core/domain/roles.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login, type Json } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

/** A customer company's admin (Riverside Water Works), beside the seed's staff, distributor admin and basic user. */
export const CUSTOMER_ADMIN = 'customer-admin@example.com';

export interface PickerWalkServer {
  server: TestServer;
  /** company ids by name */
  ids: Record<string, number>;
  /** a request as one of the walk's users */
  as: <T = Json>(email: string, method: string, path: string, json?: unknown) => ReturnType<typeof call<T>>;
  db: () => TestServer['built']['ctx']['db'];
}

/** The real server of a picker walk, with the four roles signed in. */
export async function startPickerWalkServer(): Promise<PickerWalkServer> {
  const server = await serverFor();
  const ids = await companyIds(server);
  await addUser(server, {
    email: CUSTOMER_ADMIN,
    companyId: ids['Riverside Water Works'],
    permissions: [...DEFAULT_ROLE_PERMISSIONS.company_admin],
  });
  const tokens = new Map<string, string>();
  for (const email of ['staff@example.com', 'admin@example.com', 'user@example.com', CUSTOMER_ADMIN])
    tokens.set(email, (await login(server, email)).access);
  return {
    server,
    ids,
    as: <T = Json>(email: string, method: string, path: string, json?: unknown) =>
      call<T>(server, method, path, { token: tokens.get(email), json }),
    db: () => server.built.ctx.db,
  };
}

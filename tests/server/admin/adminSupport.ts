import { createForeignCompany, type ForeignCompany } from '../security/foreignCompany.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, waitForMail, type Json, type Reply } from '../support/api.ts';
import { filledBeforeAll, serverSuite, type ServerSuite } from '../support/serverSuite.ts';

/** The set-password path of the newest activation mail to `email`. */
export async function activationPath(server: TestServer, email: string): Promise<string> {
  const mail = await waitForMail(server, email, /\/activate\//);
  const link = new URL(mail.links.at(-1)!);
  const [, id, token] = link.pathname.match(/^\/users\/([0-9a-f-]{36})\/activate\/([A-Za-z0-9_-]+)$/)!;
  return `/api/users/${id}/set_password/${token}/`;
}

/** Activates an account through its mailed link with `password`. */
export async function activateThroughMail(server: TestServer, email: string, password: string): Promise<void> {
  const reply = await call(server, 'POST', await activationPath(server, email), { json: { password } });
  if (reply.status !== 200) throw new Error(`activation of ${email} failed: ${reply.text}`);
}

export const post = (server: TestServer, token: string, path: string, json: unknown = {}): Promise<Reply<Json>> =>
  call(server, 'POST', path, { token, json });
export const patch = (server: TestServer, token: string, path: string, json: unknown): Promise<Reply<Json>> =>
  call(server, 'PATCH', path, { token, json });
export const get = (server: TestServer, token: string, path: string): Promise<Reply<Json>> =>
  call(server, 'GET', path, { token });
export const del = (server: TestServer, token: string, path: string): Promise<Reply<Json>> =>
  call(server, 'DELETE', path, { token });

/** The admin tests' server: staff, the distributor's admin and a basic user signed in, and a foreign company. */
export function adminSuite(): { suite: ServerSuite; foreign: ForeignCompany } {
  const suite = serverSuite({
    signIn: { staff: 'staff@example.com', admin: 'admin@example.com', basic: 'user@example.com' },
  });
  return { suite, foreign: filledBeforeAll(() => createForeignCompany(suite.server)) };
}

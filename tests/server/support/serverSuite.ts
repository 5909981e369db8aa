import { afterAll, beforeAll } from 'vitest';
import type { TestServer, TestServerOptions } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login, type CallOptions, type Json, type Reply } from './api.ts';
import { serverFor } from './serverFor.ts';

/** A user the suite adds before signing in, of the demo company named `company`. */
export interface SuiteUser {
  email: string;
  company: string;
  permissions?: string[];
  staff?: boolean;
}

export interface SuiteOptions {
  /** accounts to sign in: emails (tokens under the email) or names → emails (tokens under the name too) */
  signIn?: string[] | Record<string, string>;
  /** users added to the demo data first; each is signed in as well */
  users?: SuiteUser[];
  server?: TestServerOptions;
}

export interface ServerSuite {
  /** the running server (from the first test's start on) */
  readonly server: TestServer;
  /** demo company ids by name, filled before the tests run */
  readonly ids: Record<string, number>;
  /** access tokens by email (and by name where `signIn` gave names), filled before the tests run */
  readonly tokens: Record<string, string>;
  /** a request as the signed-in `email` (or name) */
  readonly as: <T = Json>(email: string, method: string, path: string, options?: CallOptions) => Promise<Reply<T>>;
}

/**
 * The real server for one test file, with the demo company ids and the tokens the file signs in with:
 * registers the start (beforeAll) and the stop (afterAll) in the calling file.
 */
export function serverSuite(options: SuiteOptions = {}): ServerSuite {
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let running: TestServer | undefined;
  const named = Array.isArray(options.signIn)
    ? options.signIn.map((email) => [email, email] as const)
    : Object.entries(options.signIn ?? {});
  const added = (options.users ?? []).map((user) => [user.email, user.email] as const);

  beforeAll(async () => {
    const server = await serverFor(options.server);
    running = server;
    Object.assign(ids, await companyIds(server));
    for (const { company, ...user } of options.users ?? []) await addUser(server, { ...user, companyId: ids[company] });
    const signedIn = new Map<string, string>();
    for (const [name, email] of [...named, ...added]) {
      const token = signedIn.get(email) ?? (await login(server, email)).access;
      signedIn.set(email, token);
      Object.assign(tokens, { [name]: token, [email]: token });
    }
  });
  afterAll(() => running?.close());
  const as = <T = Json>(email: string, method: string, path: string, callOptions: CallOptions = {}) =>
    call<T>(suiteServer(running), method, path, { token: tokens[email], ...callOptions });

  return {
    get server() {
      return suiteServer(running);
    },
    ids,
    tokens,
    as,
  };
}

function suiteServer(server: TestServer | undefined): TestServer {
  if (!server) throw new Error('the test server starts in beforeAll');
  return server;
}

/** An object that `make` fills in a beforeAll of the calling file (after the ones registered before it). */
export function filledBeforeAll<T extends object>(make: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    Object.assign(value, await make());
  });
  return value;
}

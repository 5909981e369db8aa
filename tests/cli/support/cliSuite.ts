import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../support/startTestServer.ts';
import { buildCli, type BuiltCli } from './buildCli.ts';
import { createCliHarness, type CliHarness } from './cliHarness.ts';

export interface CliSuite<Name extends string> {
  /** the reference server of this file; read it inside tests */
  readonly server: TestServer;
  readonly cli: BuiltCli;
  /** a scratch folder of this file (with `folder: true`) */
  readonly folder: string;
  /** the harness signed in as the login named `name`; usable at the top of the file, read inside tests */
  user(name: Name): CliHarness;
}

/**
 * One built CLI and one reference server per test file, a harness signed in for each of `logins` and, asked
 * for, a scratch folder: made before its first test, removed after its last.
 */
export function cliSuite<Name extends string = never>(
  options: { logins?: Record<Name, string>; folder?: boolean; server?: TestServerOptions } = {},
): CliSuite<Name> {
  const logins = Object.entries(options.logins ?? {}) as [Name, string][];
  let cli: BuiltCli | undefined;
  let server: TestServer | undefined;
  let folder: string | undefined;
  const harnesses = new Map<Name, CliHarness>();
  beforeAll(async () => {
    [cli, server] = await Promise.all([buildCli(), startTestServer({ staticDir: false, ...options.server })]);
    for (const [name, email] of logins) {
      const harness = await createCliHarness(cli.bin, server);
      harnesses.set(name, harness);
      expect((await harness.login(email)).code).toBe(0);
    }
    if (options.folder) folder = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-cli-test-'));
  });
  afterAll(async () => {
    for (const harness of harnesses.values()) await harness.remove();
    await server?.close();
    await cli?.remove();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The CLI suite has not started: use it inside a test');
    return value;
  };
  const harness = (name: Name) => started(harnesses.get(name));
  return {
    get server() {
      return started(server);
    },
    get cli() {
      return started(cli);
    },
    get folder() {
      return started(folder);
    },
    user: (name) => ({
      get configDir() {
        return harness(name).configDir;
      },
      get sessionFile() {
        return harness(name).sessionFile;
      },
      run: (args, runOptions) => harness(name).run(args, runOptions),
      login: (email, password) => harness(name).login(email, password),
      remove: () => harness(name).remove(),
    }),
  };
}

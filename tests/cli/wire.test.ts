import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubServer, type StubReply, type StubServer } from '../client/support/startStubServer.ts';
import { buildCli, type BuiltCli } from './support/buildCli.ts';
import { createCliHarness, type CliHarness } from './support/cliHarness.ts';

const CURRENT = {
  user_uuid: 'u-1',
  name: 'Wire Check',
  email: 'wire@example.com',
  language: 'en',
  is_admin: false,
  role: 'basic',
  original_user: { user_uuid: 'u-0', name: 'Sam Staff', email: 'staff@example.com' },
  companies: [{ id: 7, name: 'Seven', profile_id: 1 }],
  profile: { company_id: 7, permissions: ['view_device'] },
  services: ['core'],
  subscriptions: [],
};

// A recording stub, for what the reference server cannot be made to do (fail with a 500) and to see the
// headers the CLI sends; everything else is tested against the real server.
let reply: StubReply;
let stub: StubServer;
let cli: BuiltCli;
let harness: CliHarness;

beforeAll(async () => {
  [cli, stub] = await Promise.all([buildCli(), startStubServer(() => reply)]);
  harness = await createCliHarness(cli.bin, { apiBase: `${stub.url}/api/`, authBase: `${stub.url}/auth/` });
});
afterAll(async () => {
  await harness?.remove();
  await stub?.close();
  await cli?.remove();
});
beforeEach(() => {
  stub.requests.length = 0;
  reply = { body: CURRENT };
});

describe('what meter-portal sends and how it reports server failures', () => {
  it('sends the token from the environment as a bearer and the language from METER_PORTAL_LANG', async () => {
    const result = await harness.run(['whoami'], { env: { METER_PORTAL_TOKEN: 'abc.def', METER_PORTAL_LANG: 'fr' } });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/│ Impersonated by\s+│ Sam Staff <staff@example\.com>\s+│/);
    expect(stub.requests.map((r) => [r.path, r.headers.authorization, r.headers['accept-language']])).toEqual([
      ['/auth/current/', 'Bearer abc.def', 'fr'],
    ]);
  });

  it('lets --lang and --auth-base on the command line win over the environment', async () => {
    const env = {
      METER_PORTAL_TOKEN: 't',
      METER_PORTAL_LANG: 'fr',
      METER_PORTAL_AUTH_BASE: 'http://127.0.0.1:1/auth/',
    };
    const result = await harness.run(['--lang', 'de', '--auth-base', `${stub.url}/other-auth/`, 'whoami'], { env });
    expect(result.code).toBe(0);
    expect(stub.requests.map((r) => [r.path, r.headers['accept-language']])).toEqual([['/other-auth/current/', 'de']]);
  });

  it('prints the server detail and status of a failure in one line', async () => {
    reply = { status: 500, body: { detail: 'A server error occurred.' } };
    const result = await harness.run(['whoami'], { env: { METER_PORTAL_TOKEN: 't' } });
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: A server error occurred. (HTTP 500)\n' });
  });

  it('lists DRF field errors of a refused login', async () => {
    reply = { status: 400, body: { email: ['Enter a valid email address.'] } };
    const result = await harness.login('not-an-address', 'secret');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: email: Enter a valid email address. (HTTP 400)\n');
    expect(stub.requests[0].body).toEqual({ email: 'not-an-address', password: 'secret' });
  });
});

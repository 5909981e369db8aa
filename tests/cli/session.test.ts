import { readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { buildCli, type BuiltCli } from './support/buildCli.ts';
import { createCliHarness, type CliHarness } from './support/cliHarness.ts';
import { apiTokens } from '../support/apiTokens.ts';

let cli: BuiltCli;
let server: TestServer;
let harness: CliHarness;

beforeAll(async () => {
  [cli, server] = await Promise.all([buildCli(), startTestServer({ staticDir: false })]);
});
afterAll(async () => {
  await server?.close();
  await cli?.remove();
});
beforeEach(async () => {
  harness = await createCliHarness(cli.bin, server);
});
afterEach(() => harness.remove());

const readSession = async () =>
  JSON.parse(await readFile(harness.sessionFile, 'utf8')) as { tokens: { access: string; refresh: string } };

async function accessTokenFor(email: string): Promise<string> {
  return (await apiTokens(server, email)).access;
}

describe('meter-portal login, whoami and logout against the reference server', () => {
  it('logs in from a script and keeps the session in a file only its owner can read', async () => {
    const result = await harness.login('staff@example.com');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^Logged in as .+ <staff@example\.com> \(Staff\) at http:\/\/127\.0\.0\.1:\d+\/api\/\n$/,
    );
    expect((await stat(harness.sessionFile)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(harness.sessionFile))).mode & 0o777).toBe(0o700);
    const saved = await readSession();
    expect(saved.tokens.access).toMatch(/^ey/);
    expect(saved.tokens.refresh).toMatch(/^ey/);
  });

  it('shows the signed-in user as a table for people and as JSON for scripts', async () => {
    await harness.login('admin@example.com');

    const table = await harness.run(['whoami']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ E-mail\s+│ admin@example\.com\s+│/);
    expect(table.stdout).toMatch(/│ Role\s+│ Company Admin\s+│/);
    expect(table.stdout).toMatch(/│ Staff\s+│ no\s+│/);

    const json = await harness.run(['whoami', '--json']);
    expect(json.code).toBe(0);
    const me = JSON.parse(json.stdout) as Record<string, unknown> & { companies: { id: number; name: string }[] };
    expect(me).toMatchObject({ email: 'admin@example.com', role: 'company_admin', staff: false });
    expect(me.companies.length).toBeGreaterThan(0);
    expect(me.companies).toContainEqual(me.activeCompany);
    expect(table.stdout).toContain(`${me.companies[0].name} (#${me.companies[0].id})`);
    expect((me.permissions as string[]).length).toBeGreaterThan(0);
    expect(table.stdout).toMatch(new RegExp(`│ Permissions\\s+│ ${(me.permissions as string[]).length}\\s+│`));
  });

  it('tells a staff member from a basic user', async () => {
    await harness.login('staff@example.com');
    const staff = JSON.parse((await harness.run(['--json', 'whoami'])).stdout) as { staff: boolean; role: string };
    await harness.login('user@example.com');
    const basic = JSON.parse((await harness.run(['--json', 'whoami'])).stdout) as { staff: boolean; role: string };
    expect([staff.staff, staff.role]).toEqual([true, 'staff']);
    expect([basic.staff, basic.role]).toEqual([false, 'basic']);
  });

  it('refuses a wrong password with one clear line and keeps no session', async () => {
    const result = await harness.login('staff@example.com', 'wrong-password');
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: Incorrect e-mail or password.\n' });
    await expect(stat(harness.sessionFile)).rejects.toThrow(/ENOENT/);
  });

  it('forgets the session on logout, after which whoami fails', async () => {
    await harness.login('user@example.com');
    const out = await harness.run(['logout']);
    expect(out).toEqual({ code: 0, stdout: 'Logged out user@example.com.\n', stderr: '' });
    await expect(stat(harness.sessionFile)).rejects.toThrow(/ENOENT/);
    const whoami = await harness.run(['whoami']);
    expect(whoami).toEqual({ code: 1, stdout: '', stderr: 'error: not logged in — run "meter-portal login"\n' });
    expect((await harness.run(['logout'])).stdout).toBe('Not logged in; nothing to do.\n');
  });

  it('blacklists the stored refresh token on logout, so a copy of it is refused afterwards', async () => {
    await harness.login('user@example.com');
    const { refresh } = (await readSession()).tokens;
    expect((await harness.run(['logout'])).code).toBe(0);

    const response = await fetch(`${server.authBase}token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('uses METER_PORTAL_TOKEN without a stored session, and never writes it to disk', async () => {
    const token = await accessTokenFor('admin@example.com');
    const result = await harness.run(['whoami', '--json'], { env: { METER_PORTAL_TOKEN: token } });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ email: 'admin@example.com' });
    await expect(stat(harness.sessionFile)).rejects.toThrow(/ENOENT/);
  });

  it('prefers METER_PORTAL_TOKEN over the stored session, and says so when the server refuses it', async () => {
    await harness.login('staff@example.com');
    const viaToken = await harness.run(['whoami', '--json'], {
      env: { METER_PORTAL_TOKEN: await accessTokenFor('user@example.com') },
    });
    expect(JSON.parse(viaToken.stdout)).toMatchObject({ email: 'user@example.com' });

    const refused = await harness.run(['whoami'], { env: { METER_PORTAL_TOKEN: 'not-a-token' } });
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: the server refused the token in METER_PORTAL_TOKEN\n',
    });
    // The stored session is not the environment token's to end.
    expect((await readSession()).tokens.access).toMatch(/^ey/);
  });

  it('ends a session the server no longer accepts and says to log in again', async () => {
    await mkdir(path.dirname(harness.sessionFile), { recursive: true });
    await writeFile(harness.sessionFile, JSON.stringify({ tokens: { access: 'stale', refresh: 'revoked' } }));
    const result = await harness.run(['whoami']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: session expired — run "meter-portal login"\n' });
    await expect(stat(harness.sessionFile)).rejects.toThrow(/ENOENT/);
  });
});

import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { buildCli, type BuiltCli } from './support/buildCli.ts';
import { createCliHarness, type CliHarness } from './support/cliHarness.ts';

// Tokens live at least their lifetime (exp rounded up, so up to a second more): after 4.2 s a 3 s token is gone.
let cli: BuiltCli;
let server: TestServer;
let harness: CliHarness;

beforeAll(async () => {
  [cli, server] = await Promise.all([buildCli(), startTestServer({ staticDir: false, accessLifetimeSeconds: 3 })]);
  harness = await createCliHarness(cli.bin, server);
});
afterAll(async () => {
  await harness?.remove();
  await server?.close();
  await cli?.remove();
});

const readTokens = async () =>
  (JSON.parse(await readFile(harness.sessionFile, 'utf8')) as { tokens: { access: string; refresh: string } }).tokens;

it('refreshes an expired access token with the stored refresh token and keeps the rotated pair', async () => {
  expect((await harness.login('admin@example.com')).code).toBe(0);
  const before = await readTokens();
  await sleep(4_200);

  const result = await harness.run(['whoami', '--json']);

  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout)).toMatchObject({ email: 'admin@example.com' });
  const after = await readTokens();
  expect(after.refresh).not.toBe(before.refresh);
  expect(after.access).not.toBe(before.access);

  // The spent refresh token is blacklisted: only the rotated one in the file can still be used.
  await sleep(4_200);
  const again = await harness.run(['whoami', '--json']);
  expect(again.code).toBe(0);
  expect((await readTokens()).refresh).not.toBe(after.refresh);
});

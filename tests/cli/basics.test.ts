import { readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT } from '../../src/core/domain/constants.ts';
import { buildCli, type BuiltCli } from './support/buildCli.ts';
import { createCliHarness, type CliHarness } from './support/cliHarness.ts';

/** A loopback port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let cli: BuiltCli;
let harness: CliHarness;
let deadOrigin: string;

beforeAll(async () => {
  cli = await buildCli();
  deadOrigin = `http://127.0.0.1:${await closedPort()}`;
  harness = await createCliHarness(cli.bin, { apiBase: `${deadOrigin}/api/`, authBase: `${deadOrigin}/auth/` });
});
afterAll(async () => {
  await harness?.remove();
  await cli?.remove();
});

describe('meter-portal without a server', () => {
  it('is one executable file with a node #! line that prints the product version', async () => {
    expect((await stat(cli.bin)).mode & 0o111).not.toBe(0);
    expect(await readFile(cli.bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    const result = await harness.run(['--version'], { direct: true });
    expect(result).toEqual({ code: 0, stdout: `${PRODUCT.version}\n`, stderr: '' });
  });

  it('lists its commands and the environment variables behind its options in --help', async () => {
    const result = await harness.run(['--help']);
    expect(result.code).toBe(0);
    for (const word of ['login', 'logout', 'whoami', '--json', 'METER_PORTAL_API_BASE', 'METER_PORTAL_TOKEN']) {
      expect(result.stdout).toContain(word);
    }
  });

  it('rejects an unknown command as a usage error', async () => {
    const result = await harness.run(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
    expect(result.stdout).toBe('');
  });

  it('rejects a base that is not a URL before calling anything', async () => {
    const result = await harness.run(['--api-base', 'not a url', 'whoami']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--api-base.*absolute URL/);
  });

  it('asks for --email and --password-stdin instead of prompting when no terminal is attached', async () => {
    const noEmail = await harness.run(['login', '--password-stdin'], { input: 'demo1234\n' });
    expect(noEmail).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'error: --email is required when not run on a terminal\n',
    });
    const noPassword = await harness.run(['login', '--email', 'staff@example.com']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toBe('error: --password-stdin is required when not run on a terminal\n');
  });

  it('says which server it cannot reach, in one line, with exit code 1', async () => {
    const result = await harness.login();
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: cannot reach ${deadOrigin}/auth/token/: connect ECONNREFUSED ${deadOrigin.slice(7)}\n`,
    );
  });

  it('reports a missing session before making any call', async () => {
    const result = await harness.run(['whoami']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: not logged in — run "meter-portal login"\n' });
  });
});

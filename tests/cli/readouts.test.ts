import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadoutsExportResult } from '../../cli/commands/readoutsExport.ts';
import type { ReadoutsGenerateResult } from '../../cli/commands/readoutsGenerate.ts';
import { cliSuite } from './support/cliSuite.ts';
import { fetchWithSession } from './support/fetchWithSession.ts';
import { firstMeter } from './support/firstMeter.ts';

const suite = cliSuite({ logins: { admin: 'admin@example.com' }, folder: true });
const admin = suite.user('admin');
let serial: string;

beforeAll(async () => {
  ({ serial } = await firstMeter(suite.server, 'rcmlrwotaa'));
});

describe('meter-portal readouts generate', () => {
  it('waits for the task with progress on stderr and prints the report', async () => {
    const run = await admin.run([
      '--json',
      'readouts',
      'generate',
      '--serial',
      serial,
      '--from',
      '2024-05-01',
      '--to',
      '2024-05-01',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as ReadoutsGenerateResult;
    expect(result).toMatchObject({
      meters: 1,
      readouts_written: 96,
      from: '2024-05-01T00:00:00.000Z',
      to: '2024-05-01T23:45:00.000Z',
      serials: [serial],
    });
    expect(run.stderr).toContain('generating readouts, meters done 1/1');
  });

  it('refuses a run without serials before calling the server', async () => {
    const run = await admin.run(['readouts', 'generate', '--from', '2024-05-01', '--to', '2024-05-01']);
    expect(run).toMatchObject({ code: 2, stderr: 'error: give at least one --serial\n' });
  });
});

describe('meter-portal readouts export', () => {
  const range = ['--after', '2024-05-01', '--before', '2024-05-01'];

  it("streams the server's file into a suite.folder under the server's name, byte for byte", async () => {
    const run = await admin.run([
      '--json',
      'readouts',
      'export',
      '--serial',
      serial,
      ...range,
      '--format',
      'csv',
      '-o',
      suite.folder,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as ReadoutsExportResult;
    expect(result.file).toBe(path.join(suite.folder, `readouts_${serial}_20240501T000000Z_20240502T000000Z.csv`));
    const written = await readFile(result.file, 'utf8');
    const direct = await fetchWithSession(
      admin.sessionFile,
      `${suite.server.apiBase}v1/readouts.csv/?serial=${encodeURIComponent(serial)}&datetime_after=2024-05-01&datetime_before=2024-05-01`,
    );
    expect(written).toBe(await direct.text());
    expect(written.split('\r\n')).toHaveLength(98); // header, 96 readings, the final line break
    expect(result.bytes).toBe(Buffer.byteLength(written));
  });

  it('writes to a named file in the chosen format', async () => {
    const file = path.join(suite.folder, 'may.json');
    const run = await admin.run(['readouts', 'export', '--serial', serial, ...range, '--format', 'json', '-o', file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Wrote \d+ bytes of JSON to .*may\.json\n$/);
    const rows = JSON.parse(await readFile(file, 'utf8')) as Array<{ serial_number: string }>;
    expect(rows).toHaveLength(96);
  });

  it('fails with the server’s message and leaves no file for a meter it cannot see', async () => {
    const before = await readdir(suite.folder);
    const run = await admin.run(['readouts', 'export', '--serial', 'NO-SUCH-METER', '-o', suite.folder]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('error: Not found. (HTTP 404)\n');
    expect(await readdir(suite.folder)).toEqual(before);
  });

  it('fails and leaves no file when the server breaks the download off midway', async () => {
    // a server that sends the headers and the first rows, then drops the connection without ending the body
    const broken = createServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="cut.csv"',
      });
      response.write('serial_number,datetime,total_volume\r\nA,2024-05-01T00:00:00Z,1\r\n');
      setTimeout(() => response.destroy(), 50);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = broken.address() as AddressInfo;
      const before = await readdir(suite.folder);
      const run = await admin.run(['readouts', 'export', '--serial', serial, '-o', suite.folder], {
        env: { METER_PORTAL_API_BASE: `http://127.0.0.1:${port}/api` },
      });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^error: the server broke the download off after \d+ bytes; no file was written\n$/);
      expect(await readdir(suite.folder)).toEqual(before);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});

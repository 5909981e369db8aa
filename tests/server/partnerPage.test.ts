import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBED_KEY } from '../../server/seed/seedEmbedKeys.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

let dataDir: string;
let partnerPort: number;
let server: ServerProcess;
beforeAll(async () => {
  // `npm start` with its demo data, the partner page on a port other than the 8081 the data was seeded for
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-partner-'));
  do partnerPort = await freePort();
  while (partnerPort === 8081);
  server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'auto', PARTNER_PORT: String(partnerPort) });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo partner page on PARTNER_PORT', () => {
  it('gets a token for the demo key from its origin on that port, under both names of the loopback', async () => {
    const page = await fetch(`http://127.0.0.1:${partnerPort}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(DEMO_EMBED_KEY);
    for (const origin of [`http://127.0.0.1:${partnerPort}`, `http://localhost:${partnerPort}`]) {
      const exchanged = await fetch(`${server.url}/auth/embed/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ key: DEMO_EMBED_KEY }),
      });
      expect(exchanged.status, origin).toBe(200);
    }
  });

  it('still refuses an origin the key was not made for', async () => {
    const exchanged = await fetch(`${server.url}/auth/embed/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${partnerPort + 1}` },
      body: JSON.stringify({ key: DEMO_EMBED_KEY }),
    });
    expect(exchanged.status).not.toBe(200);
  });
});

describe('the start banner', () => {
  it('is part of the log, one JSON line each when the output is not a terminal, even below LOG_LEVEL', async () => {
    // the process runs with LOG_LEVEL=warn and its stdout is a pipe
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const messages = records.map((record) => record.msg);
    expect(messages).toContain(`Partner page on another origin, through an embed key: http://localhost:${partnerPort}/`);
    expect(messages.some((message) => /^Demo account admin@example\.com \(password demo1234\): /.test(message))).toBe(
      true,
    );
    expect(messages.some((message) => message.includes(server.url.replace('127.0.0.1', 'localhost')))).toBe(true);
  });
});

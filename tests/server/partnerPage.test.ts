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

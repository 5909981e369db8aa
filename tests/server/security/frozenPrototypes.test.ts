import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess.ts';

/**
 * The real start path (`server/main.ts`) freezes Object.prototype, Array.prototype and Function.prototype
 * once the app is built. In-process test servers do not: vitest and its matchers keep extending objects
 * while tests run, so the freeze is proven here, on the server as it runs in production, in a process
 * of its own: a broad walk over the product must not meet the "override mistake", and a write that would
 * pollute must throw.
 */
const SAMPLES = path.resolve(import.meta.dirname, '../../../demo/tours');
const PROBE = path.resolve(import.meta.dirname, '../../support/prototypeProbe.ts');

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-frozen-'));
  server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '1000' },
    { nodeArgs: ['--import', PROBE] },
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string;
  text: string;
  json: unknown;
}

async function send(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${server.url}${url}`, { method, headers, body: payload });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const text = type.includes('json') || type.startsWith('text/') ? bytes.toString('utf8') : '';
  let json: unknown;
  try {
    json = type.includes('json') ? JSON.parse(text) : undefined;
  } catch {
    // not JSON after all: the text is there for the message
  }
  return { status: response.status, type, text, json };
}

const signIn = async (email: string) =>
  ((await send('POST', '/auth/token/', undefined, { email, password: 'demo1234' })).json as { access: string }).access;

async function importTour(token: string, file: string, converter: string): Promise<string> {
  const form = new FormData();
  form.append('converter', converter);
  form.append('name', `frozen ${file}`);
  form.append('file', new Blob([new Uint8Array(await readFile(path.join(SAMPLES, file)))]), file);
  const imported = await send('POST', '/api/tours/', token, form);
  expect(imported.status, `${file}: ${imported.text}`).toBe(201);
  const list = (await send('GET', `/api/tours/?no_page=true&search=${encodeURIComponent(`frozen ${file}`)}`, token))
    .json as Array<{ uuid: string; name: string }>;
  return list.find((tour) => tour.name === `frozen ${file}`)!.uuid;
}

describe('the server started by server/main.ts', () => {
  it('serves a broad walk over the product with its prototypes frozen', async () => {
    const admin = await signIn('admin@example.com');
    const staff = await signIn('staff@example.com');
    expect([admin, staff].every(Boolean)).toBe(true);
    const answers: Array<[string, Answer]> = [];
    const get = async (url: string, token: string, expected = 200) => {
      const answer = await send('GET', url, token);
      answers.push([url, answer]);
      expect(answer.status, `${url}: ${answer.text.slice(0, 300)}`).toBe(expected);
      return answer;
    };

    await get('/auth/current/', admin);
    await get('/api/schema/', admin);
    await get('/api/docs', admin);
    for (const list of ['installations', 'measuring_points', 'tours', 'users', 'companies', 'meter-groups', 'tablets'])
      await get(`/api/${list}/?limit=5`, admin);
    await get('/api/keys/?limit=5', staff);
    for (const format of ['csv', 'json', 'xml']) await get(`/api/keys/export.${format}/`, staff);
    await get('/api/keys/access-log/', staff);
    const installation = (
      (await get('/api/installations/?limit=1', admin)).json as {
        results: Array<{ uuid: string; serial_number: string }>;
      }
    ).results[0];
    const serial = encodeURIComponent(installation.serial_number);
    for (const format of ['csv', 'json', 'xml']) {
      await get(`/api/meter-groups/export.${format}/`, admin);
      await get(`/api/v1/readouts.${format}/?serial=${serial}`, admin);
    }
    const period = `date_after=${encodeURIComponent('2024-01-15T00:00:00Z')}&date_before=${encodeURIComponent('2024-01-17T00:00:00Z')}`;
    await get(`/api/installations/${installation.uuid}/reports/?type=total_volume&granularity=hour&${period}`, admin);
    await get(`/api/installations/${installation.uuid}/state/`, admin);

    const order = ((await get('/api/orders/', staff)).json as { results: Array<Record<string, string>> }).results[0];
    const pdf = await get(
      `/api/orders/sales-order/?account=${order.account}&salesorder=${encodeURIComponent(order.sales_order)}`,
      staff,
    );
    expect(pdf.type).toBe('application/pdf');

    for (const [file, converter] of [
      ['route-comma.csv', 'csv-comma'],
      ['route.xml', 'xml-generic'],
      ['route.xlsx', 'excel'],
      ['route-fixed.txt', 'fixed-width'],
    ]) {
      const uuid = await importTour(admin, file, converter);
      await get(`/api/tours/${uuid}/items/?no_page=true`, admin);
      expect((await send('POST', `/api/tours/${uuid}/simulate/`, admin)).status).toBeLessThan(500);
      for (const suffix of ['', '?format=csv', '?format=xlsx']) await get(`/api/tours/${uuid}/export/${suffix}`, admin);
    }

    const embed = await send('POST', '/api/embed-keys/', admin, {
      name: 'frozen',
      origins: ['https://partner.example.org'],
      elements: ['map'],
    });
    expect(embed.status, embed.text).toBe(201);
    const basicId = (
      (await send('GET', '/auth/current/', await signIn('user@example.com'))).json as { user_uuid: string }
    ).user_uuid;
    const acting = await send('POST', '/api/auth/impersonate/', staff, { user: basicId });
    expect(acting.status, acting.text).toBe(200);
    expect((await send('POST', '/api/auth/impersonate/stop/', (acting.json as { access: string }).access)).status).toBe(
      200,
    );
    // bad input still gets its 400, with the framework's error paths running on frozen prototypes
    expect((await send('POST', '/auth/token/', undefined, { email: 'x' })).status).toBe(400);
    expect((await send('POST', '/api/embed-keys/', admin, { __proto__: { elements: ['map'] }, name: '' })).status).toBe(
      400,
    );
    expect((await send('GET', '/api/tours/not-a-uuid/', admin)).status).toBe(404);
    expect(answers.filter(([, answer]) => answer.status >= 500)).toEqual([]);
  }, 240_000);

  it('makes a write onto a shared prototype throw instead of polluting', async () => {
    const before = server.output().length;
    process.kill(server.pid, 'SIGUSR2');
    const deadline = Date.now() + 10_000;
    while (!server.output().slice(before).includes('prototype-probe') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const line = server
      .output()
      .slice(before)
      .split('\n')
      .find((l) => l.startsWith('prototype-probe '));
    expect(JSON.parse(line!.slice('prototype-probe '.length))).toEqual({
      'Object.prototype': 'threw',
      'Array.prototype': 'threw',
      'Function.prototype': 'threw',
      'record.__proto__': 'threw',
      polluted: false,
    });
    // and the server still answers
    expect((await send('GET', '/api/health/')).status).toBe(200);
  });
});

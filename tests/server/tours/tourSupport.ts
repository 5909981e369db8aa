import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { tours } from '../../../server/db/tourSchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login, type Json, type Reply } from '../support/api.ts';

export const SAMPLES = path.resolve(import.meta.dirname, '../../../demo/tours');
export const sample = (name: string) => readFileSync(path.join(SAMPLES, name));

/** A multipart import (or preview) as the portal and the CLI send it. */
export async function upload<T = Json>(
  server: TestServer,
  token: string,
  file: { name: string; data: Buffer | string },
  fields: Record<string, string>,
  target: 'tours' | 'tours/preview' = 'tours',
): Promise<Reply<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'file',
    new Blob([typeof file.data === 'string' ? Buffer.from(file.data) : new Uint8Array(file.data)]),
    file.name,
  );
  const response = await fetch(`${server.url}/api/${target}/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function tokensOf(server: TestServer, emails: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const email of emails) out[email] = (await login(server, email)).access;
  return out;
}

export async function tourCount(server: TestServer): Promise<number> {
  return (await server.built.ctx.db.select({ id: tours.id }).from(tours)).length;
}

export async function tourByName(
  server: TestServer,
  token: string,
  name: string,
): Promise<Json & { uuid: string; state: string }> {
  const list = await call<Array<Json & { uuid: string; state: string; name: string }>>(
    server,
    'GET',
    `/api/tours/?no_page=true&search=${encodeURIComponent(name)}`,
    { token },
  );
  const found = list.body.find((t) => t.name === name);
  if (!found) throw new Error(`no tour ${name}`);
  return found;
}

export async function setState(server: TestServer, uuid: string, state: (typeof tours.$inferSelect)['state']) {
  await server.built.ctx.db.update(tours).set({ state }).where(eq(tours.uuid, uuid));
}

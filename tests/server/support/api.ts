import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { companies, companyProfiles, users } from '../../../server/db/schema.ts';
import { DEMO_PASSWORD } from '../../../server/seed/seedDemo.ts';
import { expect } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';

export { DEMO_PASSWORD };
export type { CurrentUser, TokenPair } from '../../../src/core/contract/auth.ts';
export type { Company, Plan, Subscription } from '../../../src/core/contract/companies.ts';
export type { Page } from '../../../src/core/contract/pagination.ts';
export type { User } from '../../../src/core/contract/users.ts';

/** Asymmetric matchers for object literals; vitest types them as any. */
export const anInteger: unknown = expect.any(Number);
export const isoUtc: unknown = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
export const aString: unknown = expect.any(String);

/** A JSON object body; tests name a contract type where they look deeper. */
export type Json = Record<string, unknown>;

export interface Reply<T = Json> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface CallOptions {
  token?: string;
  /** sent as JSON */
  json?: unknown;
  /** sent verbatim (with `headers` naming its content type) */
  raw?: string;
  headers?: Record<string, string>;
}

/** A real HTTP request to the test server; `path` starts with /api/ or /auth/. */
export async function call<T = Json>(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

export interface Pair {
  access: string;
  refresh: string;
}

export async function login(server: TestServer, email: string, password = DEMO_PASSWORD): Promise<Pair> {
  const reply = await call<Pair>(server, 'POST', '/auth/token/', { json: { email, password } });
  if (reply.status !== 200) throw new Error(`login of ${email} failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** The JSON payload of a JWT, without verifying it. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function userId(server: TestServer, email: string): Promise<string> {
  const [row] = await server.built.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Company ids of the demo data by name. */
export async function companyIds(server: TestServer): Promise<Record<string, number>> {
  const rows = await server.built.ctx.db.select({ id: companies.id, name: companies.name }).from(companies);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** Adds an active user with one company profile straight to the database. */
export async function addUser(
  server: TestServer,
  fields: { email: string; companyId: number; staff?: boolean; permissions?: string[]; password?: string },
): Promise<string> {
  const { db } = server.built.ctx;
  const [row] = await db
    .insert(users)
    .values({
      email: fields.email,
      name: fields.email.split('@')[0],
      role: fields.staff ? 'staff' : 'basic',
      isStaff: fields.staff ?? false,
      isActive: true,
      passwordHash: await hashPassword(fields.password ?? DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  await db
    .insert(companyProfiles)
    .values({ userId: row.id, companyId: fields.companyId, isDefault: true, permissions: fields.permissions ?? [] });
  return row.id;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Waits for a mail to `to` whose link matches `pattern` to appear in the file outbox. */
export async function waitForMail(
  server: TestServer,
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(server);
    const found = mails.find((mail) => mail.to === to && mail.links.some((link) => pattern.test(link)));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${pattern} (outbox: ${JSON.stringify(mails)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function readOutbox(server: TestServer): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(server.outboxDir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(server.outboxDir, name), 'utf8')) as OutboxMail),
  );
}

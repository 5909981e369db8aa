import type { TestServer } from '../support/startTestServer.ts';

/** A JSON call of a bench on the real server: GET, or POST with a body; anything but 2xx throws. */
export async function benchApiCall<T>(server: TestServer, path: string, token: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  return (await reply.json()) as T;
}

/** An access token of a demo user (password demo1234) on the real server. */
export async function benchLogin(server: TestServer, email: string): Promise<string> {
  const login = await fetch(`${server.authBase}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email}: ${login.status}`);
  return ((await login.json()) as { access: string }).access;
}

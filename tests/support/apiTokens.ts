/** The demo users' password (server/seed/seedDemo.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the API as `email` and gives the token pair, for tests that call the server directly. */
export async function apiTokens(
  server: { authBase: string },
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const reply = await fetch(`${server.authBase}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await reply.json()) as { access: string; refresh: string };
}

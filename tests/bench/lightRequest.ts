import type { TestServer } from '../support/startTestServer.ts';

/** The p-th percentile of the values (nearest rank); 0 for none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The light request the heavy-work benches time: auth/current/, in milliseconds. */
export async function timedCurrent(server: TestServer, token: string): Promise<number> {
  const started = performance.now();
  const reply = await fetch(`${server.authBase}current/`, { headers: { authorization: `Bearer ${token}` } });
  await reply.text();
  if (reply.status !== 200) throw new Error(`auth/current/: ${reply.status}`);
  return performance.now() - started;
}

import pg from 'pg';

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting once a second
 * when it drops. `onState` says whether notifications can arrive at all, so a cache can stop trusting
 * itself while they cannot.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (next: pg.Client) => {
    if (client === next) client = null;
    onState(false);
    void next.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('error', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end());
      client = next;
      onState(true);
    } catch {
      lost(next);
    }
  };
  onState(false);
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end();
  };
}

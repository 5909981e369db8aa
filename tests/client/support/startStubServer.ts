import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** path and query as sent, e.g. `/api/keys/export.csv/?a=1` */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** drop the connection without an answer */
  destroy?: boolean;
}

export type StubHandler = (request: RecordedRequest) => StubReply | Promise<StubReply>;

export interface StubServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback HTTP server that records every request and answers through `handler`: for statuses and failures
 * the reference server cannot be made to produce, and for seeing exactly what went over the wire.
 */
export async function startStubServer(handler: StubHandler): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        // not JSON: keep the text
      }
      const parsed = new URL(req.url ?? '/', 'http://stub');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      void (async () => {
        const reply = await handler(recorded);
        if (reply.delayMs) await sleep(reply.delayMs);
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        const payload = Buffer.isBuffer(reply.body)
          ? reply.body
          : reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body);
        const type = typeof reply.body === 'object' && !Buffer.isBuffer(reply.body) ? 'application/json' : 'text/plain';
        res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers });
        res.end(payload);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What the stand-in answers: a status and JSON body, or nothing at all (a network server that hangs). */
export type StandInAnswer = { status: number; body?: unknown } | 'hang';

/**
 * A local stand-in for ChirpStack v4's REST API: it records every request and answers as `answer` says
 * (by default 200 with `{}`, as the grpc-gateway answers a create, keys or delete call).
 */
export async function chirpstackStandIn(answer: (request: SeenRequest) => StandInAnswer | undefined) {
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry: SeenRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      seen.push(entry);
      const reply = answer(entry) ?? { status: 200, body: {} };
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

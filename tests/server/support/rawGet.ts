import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** A raw GET: fetch would unpack a compressed body and hide how it came. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

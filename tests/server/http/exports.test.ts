import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { parse } from 'content-disposition';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../server/http/exports/attachmentDisposition.ts';
import type { ExportRow } from '../../../server/http/exports/exportColumns.ts';
import { exportEncoder, type ExportFormat } from '../../../server/http/exports/exportEncoder.ts';
import { sendExport } from '../../../server/http/exports/sendExport.ts';
import { streamExport, streamTextExport } from '../../../server/http/exports/streamExport.ts';
import { parseContentDisposition } from '../../../src/core/http/parseContentDisposition.ts';

const encode = async (format: ExportFormat, columns: string[], batches: ExportRow[][]) =>
  (await buffer(exportEncoder(format, columns).encode(batches))).toString();

describe('export encoders', () => {
  it('quotes CSV cells holding a lone CR or LF and neutralises text, not numbers (as text too) or booleans', async () => {
    const rows = [
      { a: 'x\ny', b: 'p\rq', c: '-1', d: -1, e: true },
      { a: '@SUM(A1)', b: '\tx', c: '-1+2', d: '+2.5e3', e: false },
    ];
    expect(await encode('csv', ['a', 'b', 'c', 'd', 'e'], [rows])).toBe(
      'a,b,c,d,e\r\n"x\ny","p\rq",-1,-1,true\r\n\'@SUM(A1),\'\tx,\'-1+2,+2.5e3,false\r\n',
    );
    expect(await encode('csv', ['a', 'b'], [])).toBe('a,b\r\n');
  });

  it('nests dotted columns in JSON and XML and flattens them in CSV, in column order', async () => {
    const rows = [{ n: 1, group: { name: 'A & B', uuid: 'u' }, tags: ['x', null], extra: 'dropped' }];
    const columns = ['group.uuid', 'group.name', 'n', 'tags', 'missing'];
    expect(await encode('json', columns, [rows])).toBe(
      '[{"group":{"uuid":"u","name":"A & B"},"n":1,"tags":["x",null],"missing":null}]',
    );
    expect(await encode('xml', columns, [rows])).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<root><list-item><group><uuid>u</uuid><name>A &amp; B</name></group>' +
        '<n>1</n><tags><list-item>x</list-item><list-item></list-item></tags><missing></missing></list-item></root>',
    );
    expect(await encode('csv', ['group.uuid', 'group.name', 'n'], [rows])).toBe(
      'group.uuid,group.name,n\r\nu,A & B,1\r\n',
    );
  });

  it('joins batches into one document', async () => {
    const batches = [[{ a: 1 }, { a: 2 }], [], [{ a: 3 }]];
    expect(await encode('json', ['a'], batches)).toBe('[{"a":1},{"a":2},{"a":3}]');
    expect(await encode('xml', ['a'], batches)).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<root><list-item><a>1</a></list-item><list-item><a>2</a></list-item><list-item><a>3</a></list-item></root>',
    );
    expect(await encode('json', ['a'], [])).toBe('[]');
  });
});

describe('attachmentDisposition', () => {
  it('quotes a plain name and adds filename* only for a name beyond ASCII', () => {
    expect(attachmentDisposition('meter-groups.csv')).toBe('attachment; filename="meter-groups.csv"');
    expect(attachmentDisposition('a "b".csv')).toBe('attachment; filename="a \\"b\\".csv"');
    const unicode = attachmentDisposition('Tour €.xlsx');
    expect(unicode).toBe('attachment; filename="Tour ?.xlsx"; filename*=UTF-8\'\'Tour%20%E2%82%AC.xlsx');
    expect(parseContentDisposition(unicode)).toBe('Tour €.xlsx');
    expect(parse(unicode).parameters.filename).toBe('Tour €.xlsx');
  });
});

describe('sending an export', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function serve(register: (app: FastifyInstance) => void): Promise<string> {
    app = Fastify();
    register(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  /** The raw response: its body so far, and whether it ended well-formed. */
  const get = (url: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: string; complete: boolean }>((resolve, reject) => {
      http
        .get(url, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ headers: response.headers, body, complete: response.complete }));
          response.on('error', () => resolve({ headers: response.headers, body, complete: false }));
          response.on('aborted', () => resolve({ headers: response.headers, body, complete: false }));
        })
        .on('error', reject);
    });

  it('sends a list in memory with its length, and streams batches chunked', async () => {
    const url = await serve((app) => {
      app.get('/list', (_request, reply) => sendExport(reply, exportEncoder('csv', ['a']), [{ a: 'é' }], 'list.csv'));
      app.get('/stream', (_request, reply) =>
        streamExport(reply, exportEncoder('json', ['a']), [[{ a: 1 }], [{ a: 2 }]], 'stream.json'),
      );
    });
    const list = await get(`${url}/list`);
    expect(list).toMatchObject({ body: 'a\r\né\r\n', complete: true });
    expect(list.headers['content-length']).toBe(String(Buffer.byteLength('a\r\né\r\n')));
    expect(list.headers['content-disposition']).toBe('attachment; filename="list.csv"');
    const streamed = await get(`${url}/stream`);
    expect(streamed).toMatchObject({ body: '[{"a":1},{"a":2}]', complete: true });
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each(['csv', 'xml', 'json'] as const)(
    'cuts a %s stream short when reading fails after the first bytes',
    async (format) => {
      let closed = false;
      async function* batches() {
        try {
          yield [{ a: 1 }];
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('database gone');
        } finally {
          closed = true;
        }
      }
      const url = await serve((app) => {
        app.get('/broken', (_request, reply) => streamExport(reply, exportEncoder(format, ['a']), batches(), 'x'));
      });
      const reply = await get(`${url}/broken`);
      expect(reply.body).toContain('1');
      expect(reply.complete).toBe(false);
      expect(closed).toBe(true);
    },
  );

  it('answers an error, not a 200, when the first batch cannot be read', async () => {
    let closed = false;
    async function* batches(): AsyncGenerator<ExportRow[]> {
      try {
        await Promise.resolve();
        if (!closed) throw new Error('database gone');
        yield [];
      } finally {
        closed = true;
      }
    }
    const url = await serve((app) => {
      app.get('/failing', (_request, reply) => streamExport(reply, exportEncoder('json', ['a']), batches(), 'x'));
    });
    const reply = await get(`${url}/failing`);
    expect(reply.complete).toBe(true);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(reply.body)).toMatchObject({ statusCode: 500 });
    expect(closed).toBe(true);
  });

  it('stops reading batches when the client goes away', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 1000 }, (_, i) => ({ a: 'x'.repeat(100) + i }));
        }
      } finally {
        closed = true;
      }
    }
    const url = await serve((app) => {
      app.get('/endless', (_request, reply) => streamExport(reply, exportEncoder('csv', ['a']), endless(), 'x.csv'));
    });
    await new Promise<void>((resolve) => {
      const request = http.get(`${url}/endless`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => {});
    });
    await expect.poll(() => closed).toBe(true);
    expect(read).toBeLessThan(1000);
  });
  it('frames text chunks with head and tail, and answers an error when the first chunk fails', async () => {
    async function* chunks() {
      yield '1';
      yield ',2';
    }
    async function* failing(): AsyncGenerator<string> {
      await Promise.resolve();
      if (Date.now() > 0) throw new Error('database gone');
      yield '';
    }
    const url = await serve((app) => {
      const json = 'application/json; charset=utf-8';
      app.get('/text', (_request, reply) =>
        streamTextExport(reply, json, { head: '[', chunks: chunks(), tail: ']' }, 'x.json'),
      );
      app.get('/failing', (_request, reply) =>
        streamTextExport(reply, json, { head: '[', chunks: failing(), tail: ']' }, 'x.json'),
      );
    });
    expect(await get(`${url}/text`)).toMatchObject({ body: '[1,2]', complete: true });
    const failed = await get(`${url}/failing`);
    expect(failed.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(failed.body)).toMatchObject({ statusCode: 500 });
  });

  it('reads no further text chunks while the client does not read, and stops when it goes away', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield 'x'.repeat(512 * 1024);
        }
      } finally {
        closed = true;
      }
    }
    const url = await serve((app) => {
      app.get('/endless', (_request, reply) =>
        streamTextExport(reply, 'text/csv', { head: '', chunks: endless(), tail: '' }, 'x.csv'),
      );
    });
    const request = http.get(`${url}/endless`, (response) => response.pause());
    request.on('error', () => {});
    await expect.poll(() => read).toBeGreaterThan(0);
    // the socket's buffers fill up, then the reading waits for them to drain
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stalled = read;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(read).toBe(stalled);
    expect(stalled).toBeLessThan(64);
    request.destroy();
    await expect.poll(() => closed).toBe(true);
  });
});

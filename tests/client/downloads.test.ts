import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentDisposition } from '../../src/core/http/parseContentDisposition.ts';
import { clientFor } from './support/clientFor.ts';
import { startStubServer, type StubReply, type StubServer } from './support/startStubServer.ts';

describe('parseContentDisposition', () => {
  it.each([
    ['attachment; filename="keys.csv"', 'keys.csv'],
    ['attachment; filename=keys.csv', 'keys.csv'],
    ['ATTACHMENT; FILENAME="Keys.CSV"', 'Keys.CSV'],
    ["attachment; filename*=UTF-8''%E2%82%AC%20rates.csv", '€ rates.csv'],
    ['attachment; filename="EUR rates.csv"; filename*=UTF-8\'\'%E2%82%AC%20rates.csv', '€ rates.csv'],
    ['attachment; filename*=utf-8\'en\'%E2%82%AC%20rates.csv; filename="EUR rates.csv"', '€ rates.csv'],
    ["attachment; filename*=iso-8859-1''%E4pfel.csv", 'äpfel.csv'],
    ['attachment; filename="semi;colon.csv"', 'semi;colon.csv'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.csv"', 'fallback.csv'],
    ['inline; filename=""', null],
    ['attachment', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });
});

describe('download', () => {
  let server: StubServer;
  const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80]);

  beforeAll(async () => {
    server = await startStubServer((request): StubReply => {
      if (request.path === '/api/tours/t1/export/') {
        return {
          body: bytes,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="tour.xlsx"; filename*=UTF-8\'\'Tour%20%E2%82%AC.xlsx',
          },
        };
      }
      return { body: 'a,b\r\n1,2\r\n', headers: { 'content-type': 'text/csv; charset=utf-8' } };
    });
  });
  afterAll(() => server.close());

  it('returns the bytes unchanged with the file name and content type (arraybuffer by default in Node)', async () => {
    const { http } = clientFor(server.url);
    http.tokenStore.setTokens({ access: 'a', refresh: 'r' });
    const result = await http.download('tours/t1/export');

    expect(result.fileName).toBe('Tour €.xlsx');
    expect(result.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Buffer.isBuffer(result.data)).toBe(true);
    expect(result.data).toEqual(bytes);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer a');
  });

  it('streams when asked, and gives null when no file name is sent', async () => {
    const { http } = clientFor(server.url);
    const result = await http.download('keys/export.csv', { responseType: 'stream', params: { company: 1 } });

    expect(result.fileName).toBeNull();
    expect(result.data).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of result.data as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('a,b\r\n1,2\r\n');
    expect(server.requests.at(-1)?.url).toBe('/api/keys/export.csv/?company=1');
  });
});

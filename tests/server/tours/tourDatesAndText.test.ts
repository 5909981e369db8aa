import { describe, expect, it } from 'vitest';
import type { TourImportResult } from '../../../src/core/contract/tours.ts';
import type { Json } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { sample, tourCount, upload } from './tourSupport.ts';

/** Dates are real calendar dates, and a UTF-8 file that is not UTF-8 is refused naming its row. */
const suite = serverSuite({ signIn: { admin: 'admin@example.com' } });
const { tokens } = suite;

const importCsv = (data: Buffer | string, fields: Record<string, string> = {}) =>
  upload<TourImportResult>(
    suite.server,
    tokens.admin,
    { name: 'route.csv', data },
    { converter: 'csv-comma', ...fields },
  );
const errorsOf = (body: unknown) => JSON.stringify((body as Json).file ?? body);

describe('a due date that is no calendar date', () => {
  it.each(['2026-13-45', '2026-02-30', '2027-02-29', '0000-01-01'])('is refused with 400: %s', async (due) => {
    const before = await tourCount(suite.server);
    const reply = await importCsv(sample('route-comma.csv'), { due_date: due });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body).toHaveProperty('due_date');
    expect(await tourCount(suite.server)).toBe(before);
  });

  it('a real one is stored, 29 February of a leap year included', async () => {
    const reply = await importCsv(sample('route-comma.csv'), { due_date: '2028-02-29' });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.tour.due_date).toBe('2028-02-29');
  });
});

describe('a reading date in a file that is no calendar date', () => {
  it.each(['2026-02-30T10:00:00Z', '2026-04-31'])('rejects its row: %s', async (readAt) => {
    const csv = `meter_serial,read_value,read_at\r\nA-1,12,2026-01-05T10:00:00Z\r\nA-2,13,${readAt}\r\n`;
    const reply = await importCsv(csv);
    expect(reply.status, reply.text).toBe(400);
    expect(errorsOf(reply.body)).toContain('Row 3');
    expect(errorsOf(reply.body)).toContain(readAt);
  });
  it('rejects its row in a dd.mm.yyyy file too: 31.13.2026', async () => {
    const csv = 'meter_serial;read_value;read_at\r\nA-1;12;05.01.2026 10:00\r\nA-2;13;31.13.2026 10:00\r\n';
    const reply = await importCsv(csv, { converter: 'csv-semicolon' });
    expect(reply.status, reply.text).toBe(400);
    expect(errorsOf(reply.body)).toContain('Row 3');
  });
});

describe('invalid UTF-8 in a UTF-8 tour file', () => {
  const broken = (text: string, line: number, bytes: number[]) => {
    const lines = text.split('\r\n').map((l) => Buffer.from(l, 'utf8'));
    lines[line - 1] = Buffer.concat([lines[line - 1], Buffer.from(bytes)]);
    return Buffer.concat(lines.flatMap((l, i) => (i === 0 ? [l] : [Buffer.from('\r\n'), l])));
  };

  it('csv: a lone continuation byte on line 5 is refused naming row 5', async () => {
    const before = await tourCount(suite.server);
    const reply = await importCsv(broken(sample('route-comma.csv').toString('utf8'), 5, [0x80]));
    expect(reply.status, reply.text).toBe(400);
    expect(errorsOf(reply.body)).toMatch(/Row 5\b.*UTF-8/);
    expect(reply.text).not.toContain('\ufffd');
    expect(await tourCount(suite.server)).toBe(before);
  });

  it('xml: a truncated sequence on line 9 is refused naming row 9', async () => {
    const reply = await upload(
      suite.server,
      tokens.admin,
      { name: 'route.xml', data: broken(sample('route.xml').toString('utf8').replace(/\n/g, '\r\n'), 9, [0xc3]) },
      { converter: 'xml-generic' },
    );
    expect(reply.status, reply.text).toBe(400);
    expect(errorsOf(reply.body)).toMatch(/Row 9\b.*UTF-8/);
  });

  it('a Latin-1 file read by its own converter is still taken', async () => {
    const reply = await upload(
      suite.server,
      tokens.admin,
      { name: 'route-fixed.txt', data: sample('route-fixed.txt') },
      { converter: 'fixed-width' },
    );
    expect(reply.status, reply.text).toBe(201);
  });
});

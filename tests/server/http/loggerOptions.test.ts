import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logFormatOf } from '../../../server/config.ts';
import { loggerOptions, QuietRequestLog } from '../../../server/http/loggerOptions.ts';

describe('loggerOptions', () => {
  it('writes readable lines to a terminal and JSON elsewhere, unless told', () => {
    expect(loggerOptions('info', 'auto', true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions('info', 'auto', false)).not.toHaveProperty('transport');
    expect(loggerOptions('info', 'json', true)).not.toHaveProperty('transport');
    expect(loggerOptions('info', 'json', true)).toMatchObject({ level: 'info' });
    expect(loggerOptions('warn', 'pretty', false)).toMatchObject({
      level: 'warn',
      transport: { target: 'pino-pretty' },
    });
  });

  it('reads LOG_FORMAT and refuses unknown values', () => {
    expect(logFormatOf(undefined)).toBe('auto');
    expect(logFormatOf('json')).toBe('json');
    expect(() => logFormatOf('yaml')).toThrow(/LOG_FORMAT/);
  });
});

describe('QuietRequestLog', () => {
  async function linesAt(level: string) {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level, stream }, logController: new QuietRequestLog() });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.inject({ method: 'GET', url: '/hello?x=1' });
    await app.close();
    return lines.filter((line) => String(line.msg).startsWith('request') || line.msg === 'incoming request');
  }

  it('logs requests at debug, none at info', async () => {
    expect(await linesAt('info')).toEqual([]);
    const lines = await linesAt('debug');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/hello?x=1' } });
  });
});

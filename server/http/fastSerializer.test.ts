import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installation } from '../../src/core/contract/installations.ts';
import { pageOrList } from '../../src/core/contract/pagination.ts';
import { fastSerializerCompiler, responseJsonSchema } from './fastSerializer.ts';

const serialise = (schema: z.ZodType, value: unknown): string => fastJson(responseJsonSchema(schema))(value) as string;
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.encode(value));

const meter = {
  uuid: 'u-1',
  serial_number: '0001',
  device_eui: null,
  meter_type: 'AFM',
  article: 'A',
  production_number: 'P',
  communication_module: { type: null, version: '1', serial_number: null },
  key: { comm_mod_uuid: 'k', is_deleted: false },
  groups: [{ uuid: 'g', name: 'North "quoted"' }],
  company: 3,
  company_name: 'Aqua',
  device_profile: null,
  measuring_point: 7,
  network_registered: true,
  last_readout: null,
  alerts: ['leak'],
  state: { volume: 12.5, alertCount: 1 },
  lat: 47.1,
  lng: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('fast serialisation from the contract', () => {
  it('writes what the zod serialiser wrote, for a page and for a plain list', () => {
    const schema = pageOrList(installation);
    const page = { count: 1, next: null, previous: 'http://x/?limit=1', results: [meter, { ...meter, key: null }] };
    const compiled = fastSerializerCompiler({ schema, method: 'GET', url: '/api/installations/', httpStatus: '200' });
    expect(compiled(page)).toBe(viaZod(schema, page));
    expect(compiled([meter])).toBe(viaZod(schema, [meter]));
    expect(serialise(schema, page)).toBe(viaZod(schema, page));
  });

  it('leaves out fields the schema does not name', () => {
    const schema = z.object({ id: z.number().int(), name: z.string().nullable() });
    expect(serialise(schema, { id: 1, name: null, password: 'secret' })).toBe('{"id":1,"name":null}');
  });

  it('keeps records and nullable objects', () => {
    const schema = z.object({
      by_type: z.record(z.string(), z.number().int()),
      last: z.object({ ts: z.string() }).nullable(),
    });
    const value = { by_type: { AFM: 2, LORA: 0 }, last: null };
    expect(serialise(schema, value)).toBe(viaZod(schema, value));
    expect(serialise(schema, { ...value, last: { ts: 't' } })).toBe(viaZod(schema, { ...value, last: { ts: 't' } }));
  });
});

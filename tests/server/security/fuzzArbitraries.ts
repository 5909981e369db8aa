import fc from 'fast-check';

/** The subset of JSON Schema (draft 7, as zod emits it) the fuzzer draws values from. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values that have broken parsers before: edge numbers, overlong and odd strings, impossible dates, foreign ids. */
export const HOSTILE_VALUES: readonly unknown[] = [
  0,
  -1,
  2 ** 31,
  2 ** 53,
  1e308,
  -1e308,
  0.5,
  'NaN',
  'Infinity',
  '-0',
  'x'.repeat(10_000),
  '',
  '0000-01-01',
  '9999-12-31T25:00',
  '2024-02-30',
  'nul\u0000byte',
  'ünï😀\u202e',
  '00000000-0000-4000-8000-00000000f00d',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '99999999999999999999999',
  "'; DROP TABLE users; --",
  // names of Object's own members: a lookup table indexed by a client's value must not find them
  'valueOf',
  'constructor',
  '__proto__',
  true,
  null,
  [],
  {},
  [1, 'a'],
  { nested: { deep: 1 } },
];

export const hostileValue = fc.constantFrom(...HOSTILE_VALUES);

/** An arbitrary of values the schema accepts (or nearly: patterns it cannot honour fall back to plain strings). */
export function arbitraryFor(schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || typeof schema === 'boolean' || depth > 4) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
      return fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) });
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean());
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const parts = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, depth + 1)]));
  return fc.record(parts, { requiredKeys: [...required].filter((key) => key in parts) });
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // a pattern fast-check cannot generate from: plain strings, refused or not
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
}

/** A mutation of a valid object: a field with a hostile value, a required field missing, an unknown field, or no object at all. */
export function mutatedObject(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.tuple(valid, fc.string({ maxLength: 12 }), hostileValue).map(([value, key, bad]) => {
      const object = isObject(value) ? { ...value } : {};
      const keys = Object.keys(object);
      object[keys.length ? keys[Math.abs(hashOf(key)) % keys.length] : key || 'field'] = bad;
      return object;
    }),
    fc.tuple(valid, fc.nat()).map(([value, pick]) => {
      const object = isObject(value) ? { ...value } : {};
      const keys = Object.keys(object);
      if (keys.length) delete object[keys[pick % keys.length]];
      return object;
    }),
    fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), hostileValue).map(([value, key, bad]) => ({
      ...(isObject(value) ? value : {}),
      [`extra_${key}`]: bad,
    })),
    hostileValue,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

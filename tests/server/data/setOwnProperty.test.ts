import { describe, expect, it } from 'vitest';
import { setOwnPath, setOwnProperty } from '../../../server/data/setOwnProperty.ts';
import { HttpError } from '../../../server/http/HttpError.ts';

describe('setOwnProperty, the audited computed write', () => {
  it('writes own properties, and refuses the prototype names as bad input without touching a prototype', () => {
    const record: Record<string, unknown> = {};
    setOwnProperty(record, 'note', 'x');
    expect(Object.hasOwn(record, 'note')).toBe(true);
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const refused = (() => {
        try {
          setOwnProperty(record, name, { polluted: true });
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('builds nested paths from own objects only, and refuses a path through __proto__', () => {
    const tree: Record<string, unknown> = {};
    setOwnPath(tree, ['a', 'b'], 1);
    setOwnPath(tree, ['a', 'c'], 2);
    expect(tree).toEqual({ a: { b: 1, c: 2 } });
    expect(() => setOwnPath(tree, ['__proto__', 'original_user'], 'staff')).toThrow(HttpError);
    // a step named like an inherited member is made as an own object, not read through the prototype
    setOwnPath(tree, ['toString', 'x'], 3);
    expect(Object.hasOwn(tree, 'toString')).toBe(true);
    expect(({} as Record<string, unknown>).original_user).toBeUndefined();
  });
});

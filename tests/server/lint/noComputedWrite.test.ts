import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps request data from becoming a property path in server/: a computed write with
 * an open key is refused, closed keys and the one audited helper pass. The snippets are linted as the
 * text of existing server files, so the type information the rule relies on is the project's own.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'meter-portal/no-computed-write').map((m) => m.line);
}

const OPEN_KEYS = `
export function build(fields: string[], values: Record<string, string>, key: string) {
  const record: Record<string, unknown> = {};
  for (const field of fields) record[field] = values[field];
  (record[key] as Record<string, unknown>)[key] ??= 1;
  record['__proto__'] = null;
  return record;
}
`;

const CLOSED_KEYS = `
type Column = 'serial' | 'note';
export function build(columns: Column[], row: string[], sym: symbol) {
  const record: Record<string, unknown> = {};
  const list: number[] = [];
  for (let i = 0; i < columns.length; i++) list[i] = i;
  for (const column of columns) record[column] = row[0];
  record['serial'] = 1;
  (record as Record<symbol, unknown>)[sym] = 2;
  return { record, list };
}
`;

describe('meter-portal/no-computed-write', () => {
  it('refuses computed writes with an open key in server/, and a literal prototype name', async () => {
    expect(await ruleErrors(OPEN_KEYS, 'server/freezePrototypes.ts')).toEqual([4, 5, 6]);
  }, 120_000);

  it('lets closed keys through: numbers, symbols, string literal unions', async () => {
    expect(await ruleErrors(CLOSED_KEYS, 'server/freezePrototypes.ts')).toEqual([]);
  }, 120_000);

  it('lets the audited helper write with an open key', async () => {
    const helper = `export function setOwnProperty<V>(target: Record<string, V>, key: string, value: V): void {
  if (key === '__proto__') throw new Error('no');
  target[key] = value;
}
`;
    expect(await ruleErrors(helper, 'server/data/setOwnProperty.ts')).toEqual([]);
    // the same code anywhere else is refused
    expect(await ruleErrors(helper, 'server/freezePrototypes.ts')).toEqual([3]);
  }, 120_000);
});

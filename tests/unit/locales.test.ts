import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/core/domain/index.ts';

type Tree = { [key: string]: string | Tree };

const load = (locale: string): Tree =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', `${locale}.json`), 'utf8')) as Tree;

/** Every leaf as 'a.b.c' -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(name, value);
    else for (const [leaf, text] of flatten(value, name)) leaves.set(leaf, text);
  }
  return leaves;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with i18next plural suffixes folded into one base key, since languages have different plural forms. */
function byBaseKey(leaves: Map<string, string>): Map<string, string[]> {
  const bases = new Map<string, string[]>();
  for (const [key, text] of leaves) {
    const base = key.replace(PLURAL, '');
    bases.set(base, [...(bases.get(base) ?? []), text]);
  }
  return bases;
}

const variables = (texts: string[]) =>
  [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]))),
  ].sort();

const english = flatten(load('en'));
const englishBases = byBaseKey(english);

describe.each(LOCALES)('locales/%s.json', (locale) => {
  const leaves = flatten(load(locale));
  const bases = byBaseKey(leaves);

  it('has every key of the English file and no other', () => {
    expect([...bases.keys()].filter((key) => !englishBases.has(key))).toEqual([]);
    expect([...englishBases.keys()].filter((key) => !bases.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    expect([...leaves].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('uses the same interpolation variables as English', () => {
    const differing = [...englishBases]
      .filter(([key, texts]) => bases.has(key) && variables(texts).join() !== variables(bases.get(key) ?? []).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('has every plural form the language needs', () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = [...englishBases.keys()]
      .filter((base) => [...english.keys()].some((key) => PLURAL.test(key) && key.replace(PLURAL, '') === base))
      .flatMap((base) => needed.filter((form) => !leaves.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
    expect(missing).toEqual([]);
  });
});

describe('page titles', () => {
  it('cover every screen of spec section 2', () => {
    const titles = [...english].filter(([key]) => key.startsWith('titles.')).map(([, text]) => text);
    const spec = [
      'Sign in',
      'Password reset',
      'Reset your password',
      'Activate your account',
      'Not Found',
      'Dashboard',
      'Reports',
      'Orders',
      'Measuring Points',
      'Devices',
      'Device Groups',
      'Device Profiles',
      'Keys',
      'Transfer History',
      'Companies',
      'Users',
      'Sonico Profiles',
      'Profile',
      'Create User',
      'Edit User',
      'Create Company',
      'Import Company (CRM)',
      'Create Demo',
      'Activate Company',
      'Tours',
      'Import Tour',
      'Tour Details',
      'Tablets',
    ];
    expect(spec.filter((title) => !titles.includes(title))).toEqual([]);
  });
});

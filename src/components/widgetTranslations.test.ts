import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import el from '../../locales/el.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import pl from '../../locales/pl.json';

type Tree = { [key: string]: string | Tree };
const locales = { en, de, el, pl, fr } as unknown as Record<string, { widgets: Tree }>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = 'widgets'): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') flat.set(path, value);
    else flatten(value, path).forEach((text, nested) => flat.set(nested, text));
  }
  return flat;
}

/** Keys without plural suffixes, each with the plural forms it has. */
function keysOf(flat: Map<string, string>): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const path of flat.keys()) {
    const form = PLURAL.exec(path)?.[1];
    const base = form ? path.slice(0, -form.length - 1) : path;
    if (!keys.has(base)) keys.set(base, new Set());
    if (form) keys.get(base)?.add(form);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = keysOf(flatten(locales.en.widgets));

describe('widget translations', () => {
  it('define every key the widgets use, and no other', () => {
    const used = sourceFiles(import.meta.dirname).flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(/\bt\('(widgets\.[\w.]+)'/g), (match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !used.includes(key))).toEqual([]);
  });

  it.each(['de', 'el', 'pl', 'fr'])('are complete in %s, with its plural forms', (lng) => {
    const flat = flatten(locales[lng].widgets);
    const keys = keysOf(flat);
    expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys.keys()].filter((key) => !english.has(key))).toEqual([]);
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const [key, forms] of english) {
      if (!forms.size) continue;
      expect({ key, forms: [...(keys.get(key) ?? [])].sort() }).toEqual({ key, forms: [...categories].sort() });
    }
    expect([...flat.values()].filter((text) => !text.trim())).toEqual([]);
  });

  it('keep the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const reference = flatten(locales.en.widgets);
    for (const lng of ['de', 'el', 'pl', 'fr']) {
      for (const [path, text] of flatten(locales[lng].widgets)) {
        const base = path.replace(PLURAL, '');
        const englishText = reference.get(path) ?? reference.get(`${base}_other`) ?? '';
        expect({ path, lng, placeholders: placeholders(text) }).toEqual({
          path,
          lng,
          placeholders: placeholders(englishText),
        });
      }
    }
  });
});

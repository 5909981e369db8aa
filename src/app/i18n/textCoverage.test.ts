import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { localeTexts, SERVER_SECTION } from '../../../scripts/localeTexts.ts';
import { LOCALES } from '../../core/domain/index.ts';
import type { LocaleTexts, MessagesPart } from '../../features/common/index.ts';
import { ALL_FEATURES } from '../features.ts';
import chartElementTexts from 'virtual:locale-texts/chartElement=reports+widgets+elementStates+codes';
import mapElementTexts from 'virtual:locale-texts/mapElement=map+widgets+elementStates+codes';
import profileTexts from 'virtual:locale-texts/profile';
import { shellTexts } from './shellTexts.ts';

/**
 * Every key a screen's code names, found in its files and in everything they import, must be in the texts
 * loaded before it renders: the shell's and its own. Keys are found as string literals that begin with a
 * section of en.json ('devices.detail.title', or the fixed start of `tasks.status.${status}`).
 */
const src = path.resolve(import.meta.dirname, '../..');
const SECTIONS = Object.keys(en).join('|');
const KEY = new RegExp(`['"\`]((?:${SECTIONS})\\.[\\w.]*)(?=['"\`]|\\$\\{)`, 'g');
const IMPORT = /(?:from\s*|import\(\s*)'(\.{1,2}\/[^']+\.tsx?)'/g;
/** Names of local storage entries (spec section 9) that look like keys. */
const NOT_TEXTS = new Set(['auth.tokens', 'auth.current', 'auth.original']);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);

/** The files reachable from `roots` by relative imports (static and lazy), except where `stop` says so. */
function reachable(roots: readonly string[], stop: (file: string) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      // src/core holds no texts: its errors carry codes that the screens translate.
      if (!stop(target) && !target.startsWith(path.join(src, 'core') + path.sep)) visit(target);
    }
  };
  roots.forEach(visit);
  return [...seen];
}

const filesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTest(file));

async function treeOf(...texts: LocaleTexts[]): Promise<MessagesPart[]> {
  return Promise.all(texts.map(async (loader) => (await loader.en()).default));
}

/** Whether `key` (or, ending in '.', the subtree it starts) is in one of the trees; 'x.count' may be plural. */
function holds(trees: readonly MessagesPart[], key: string): boolean {
  const parts = key.replace(/\.$/, '').split('.');
  return trees.some((tree) => {
    let node: unknown = tree;
    for (const [index, part] of parts.entries()) {
      const level = node as Record<string, unknown>;
      const last = index === parts.length - 1;
      if (last && !(part in level)) return Object.keys(level).some((name) => name.startsWith(`${part}_`));
      node = level[part];
      if (typeof node !== 'object' && !last) return false;
    }
    return true;
  });
}

function missingKeys(files: readonly string[], trees: readonly MessagesPart[]): string[] {
  const keys = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(KEY)].map(([, key]) => `${path.relative(src, file)}: ${key}`),
  );
  return keys.filter((entry) => {
    const key = entry.split(': ')[1];
    return !NOT_TEXTS.has(key) && !holds(trees, key);
  });
}

const inFeature = (file: string) => file.startsWith(path.join(src, 'features') + path.sep);
const sharedFeature = (file: string) => /features[\\/](common|tasks)[\\/]/.test(file);

describe('texts loaded before a screen renders', () => {
  it("hold every key of the shell, the layouts and the shared widgets with the shell's sections", async () => {
    const roots = [
      ...filesOf(path.join(src, 'app')).filter((file) => !file.endsWith('ProfilesLayout.tsx')),
      ...filesOf(path.join(src, 'features/common')),
      ...filesOf(path.join(src, 'features/tasks')),
    ];
    // The feature screens the route table loads bring their own texts (checked below).
    const files = reachable(
      roots,
      (file) => (inFeature(file) && !sharedFeature(file)) || file.endsWith('ProfilesLayout.tsx'),
    );
    expect(missingKeys(files, await treeOf(shellTexts))).toEqual([]);
  });

  it("hold every key of the profiles layout with the profile's sections", async () => {
    const files = reachable([path.join(src, 'app/layouts/ProfilesLayout.tsx')]);
    expect(missingKeys(files, await treeOf(shellTexts, profileTexts))).toEqual([]);
  });

  it.each(ALL_FEATURES.map((feature) => [feature.name, feature] as const))(
    'hold every key of the %s screens with their sections',
    async (name, feature) => {
      const files = reachable(filesOf(path.join(src, 'features', name)));
      const trees = await treeOf(shellTexts, ...(feature.texts ? [feature.texts] : []));
      expect(missingKeys(files, trees)).toEqual([]);
    },
  );
});

describe("the API server's messages (the server section)", () => {
  it('are each sent by the server code', () => {
    const serverFolder = path.resolve(src, '../server');
    const code = filesOf(serverFolder)
      .filter((file) => !file.endsWith(path.join('http', 'messages.ts')))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // a message with plural forms (`rangeTooLongDays_one`, `_other`) is sent by its name without them
    const names = new Set(Object.keys(en.server).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
    const unused = [...names].filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('are in no texts of the portal or the elements, in any language', async () => {
    const all = [
      shellTexts,
      profileTexts,
      mapElementTexts,
      chartElementTexts,
      ...ALL_FEATURES.flatMap((feature) => (feature.texts ? [feature.texts] : [])),
    ];
    const parts = await Promise.all(
      all.flatMap((texts) => LOCALES.map(async (locale) => (await texts[locale]()).default)),
    );
    expect(parts.filter((part) => SERVER_SECTION in part)).toEqual([]);
  });

  it('cannot be cut out for a bundle', () => {
    const load = localeTexts('locales').load as (this: unknown, id: string) => unknown;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
      addWatchFile: () => undefined,
    };
    expect(() => load.call(context, '\0virtual:locale-texts/app+server.required')).toThrow(/server section/);
    expect(() => load.call(context, '\0virtual:locale-texts/x=server/de-x')).toThrow(/server section/);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeElements, declarationsOf, TYPES_FILE } from '../../../scripts/elementDocs.ts';
import { elementsOf, type Manifest, type ManifestElement } from '../../../scripts/elementTypes.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** the style sheets each element loads, whose custom properties a partner can set on it */
const STYLES: Record<string, string[]> = {
  'meter-map': ['elements/meterMap.css', 'src/components/map/map.css'],
  'report-chart': ['elements/reportChart.css', 'src/features/reports/reports.css'],
  'tour-table': ['elements/tourTable.css'],
  'meter-portal': ['src/components/root/root.css'],
};

let outdir: string;
let manifest: Manifest;
beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'cem-'));
  manifest = analyzeElements(outdir);
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const element = (tag: string): ManifestElement => {
  const found = elementsOf(manifest).find((candidate) => candidate.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found;
};

/** the props of the element's r2wc call, from its source */
function r2wcProps(tag: string): string[] {
  const file = `elements/${tag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Element.ts`;
  const props = /props:\s*\{([^}]*)\}/.exec(read(file))?.[1] ?? '';
  // the attributes every embeddable element shares come as a spread of EMBEDDING_PROPS
  const shared = props.includes('...EMBEDDING_PROPS')
    ? (/EMBEDDING_PROPS = \{([^}]*)\}/.exec(read('elements/EmbeddingAttributes.ts'))?.[1] ?? '')
    : '';
  return [...`${shared}${props}`.matchAll(/(\w+):\s*'/g)].map((match) => match[1]);
}

describe('custom-elements.json', () => {
  it('describes the four elements, each in the file a page loads', () => {
    expect(elementsOf(manifest).map((found) => found.tagName)).toEqual(
      expect.arrayContaining(['meter-map', 'report-chart', 'tour-table', 'meter-portal']),
    );
    const modules = Object.fromEntries(
      manifest.modules.flatMap((module) =>
        elementsOf({ modules: [module] }).map((found) => [found.tagName, module.path]),
      ),
    );
    expect(modules).toMatchObject({ 'meter-map': 'meter-map.js', 'report-chart': 'report-chart.js' });
  });

  it.each(Object.keys(STYLES))('documents every attribute of <%s> with a type and a description', (tag) => {
    const { attributes = [], members = [] } = element(tag);
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    for (const prop of r2wcProps(tag)) {
      const attribute = attributes.find((candidate) => candidate.name === kebab(prop));
      expect(attribute?.description, `${tag} ${kebab(prop)}`).toBeTruthy();
      expect(attribute?.type?.text, `${tag} ${kebab(prop)}`).toBeTruthy();
      expect(members.some((member) => member.name === prop)).toBe(true);
    }
  });

  it.each(Object.entries(STYLES))('lists every custom property the styles of <%s> read', (tag, files) => {
    const listed = new Set(
      (element(tag) as { cssProperties?: Array<{ name: string }> }).cssProperties?.map((p) => p.name),
    );
    const used = files.flatMap((file) => [...read(file).matchAll(/var\((--mp-[a-z0-9-]+)/g)].map((match) => match[1]));
    expect([...new Set(used)].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('gives the events of <meter-map> and <tour-table> with the shape of their detail', () => {
    const select = element('meter-map').events?.find((event) => event.name === 'point-select');
    expect(select?.type?.text).toBe(
      "CustomEvent<{ lat: number; lng: number; name: string; mode: 'new' | 'edit'; serial?: string }>",
    );
    expect(element('tour-table').events?.map((event) => event.name)).toEqual(['tour-select', 'item-select']);
  });

  it('has declarations generated from it as committed', async () => {
    expect(await declarationsOf(manifest)).toBe(read(TYPES_FILE));
  });
});

/** Type-checks the usage file, with `extra` as one more file beside it. */
function typeErrors(extra?: { name: string; text: string }): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repo, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const usage = path.join(repo, 'tests/unit/elements/elementUsage.tsx');
  const host = ts.createCompilerHost(config.options);
  const extraPath = extra && path.join(repo, 'tests/unit/elements', extra.name);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, language) =>
    name === extraPath ? ts.createSourceFile(name, extra!.text, language) : getSourceFile(name, language);
  host.fileExists = (name) => name === extraPath || fileExists(name);
  const program = ts.createProgram([usage, ...(extraPath ? [extraPath] : [])], config.options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the TypeScript declarations', () => {
  it('type-check a React page using every element', () => {
    expect(typeErrors()).toEqual([]);
  }, 60_000);

  it('refuse a wrong value and a misspelt attribute', () => {
    const errors = typeErrors({
      name: 'misuse.tsx',
      text: `export const wrong = <><meter-map mode="zoom" /><report-chart serail="1" /></>;\n`,
    });
    expect(errors.join('\n')).toMatch(/"zoom"/);
    expect(errors.join('\n')).toMatch(/serail/);
  }, 60_000);
});

import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerOf, serverDirection } from '../../../eslint/serverDirection.js';
import { serverLayers } from '../../../eslint/serverLayers.js';

/**
 * The lint rule that keeps server/ importing one way, down the layers of eslint/serverLayers.js. Snippets
 * are linted as if they were the named files (the rule reads only paths, so no type information is needed).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const linter = new Linter({ cwd: root });
const config = [
  {
    files: ['**/*.ts'],
    plugins: { 'meter-portal': { rules: { 'server-direction': serverDirection } } },
    rules: { 'meter-portal/server-direction': 'error' as const },
  },
];

function problems(code: string, file: string) {
  return linter
    .verify(code, config, { filename: path.join(root, file) })
    .map((m) => ({ line: m.line, rule: m.ruleId, text: m.message }));
}

describe('meter-portal/server-direction', () => {
  it('refuses a module importing a module above it, and names both layers', () => {
    const code = `import { a } from '../tours/tourRepository.ts';\nexport { b } from '../devices/deviceRepository.ts';\n`;
    expect(problems(code, 'server/modules/companies/companyRoutes.ts')).toEqual([
      {
        line: 1,
        rule: 'meter-portal/server-direction',
        text: 'modules/companies may not import modules/tours (a layer above it): see eslint/serverLayers.js and docs/architecture.md.',
      },
      {
        line: 2,
        rule: 'meter-portal/server-direction',
        text: 'modules/companies may not import modules/devices (a layer above it): see eslint/serverLayers.js and docs/architecture.md.',
      },
    ]);
  });

  it('lets a module import modules below it, its own files, the domain, the foundation and src/core', () => {
    const code = [
      `import { companyRepository } from '../companies/companyRepository.ts';`,
      `import { tabletRepository } from '../tablets/tabletRepository.ts';`,
      `import { loadTourBodies } from './loadTourBodies.ts';`,
      `import { tourCompany } from '../../domain/tourCompany.ts';`,
      `import { mounter } from '../../http/mounter.ts';`,
      `import { HttpError } from '../../http/HttpError.ts';`,
      `import { tourEndpoints } from '../../../src/core/contract/tourEndpoints.ts';`,
      `import { z } from 'zod';`,
      `const later = () => import('../devices/deviceRepository.ts');`,
    ].join('\n');
    expect(problems(code, 'server/modules/tours/tourRoutes.ts')).toEqual([]);
  });

  it('refuses the foundation reaching up into modules, and a floor file reaching into its own folder', () => {
    const texts = (code: string, file: string) => problems(code, file).map((p) => p.text.split(' (')[0]);
    expect(texts(`import { x } from '../modules/keys/keyRoutes.ts';\n`, 'server/auth/authenticate.ts')).toEqual([
      'auth may not import modules/keys',
    ]);
    expect(texts(`import { x } from './mountEndpoint.ts';\n`, 'server/http/HttpError.ts')).toEqual([
      'floor may not import http',
    ]);
    expect(texts(`const k = await import('../taskKinds.ts');\n`, 'server/jobs/runTask.ts')).toEqual([
      'jobs may not import wiring',
    ]);
  });

  it('fails a server file of a folder no layer names, so a new module is placed first', () => {
    expect(problems(`export const widgets = 1;\n`, 'server/modules/widgets/widgetRoutes.ts')).toEqual([
      {
        line: 1,
        rule: 'meter-portal/server-direction',
        text: 'server/modules/widgets/widgetRoutes.ts belongs to no layer of eslint/serverLayers.js: place its folder there first.',
      },
    ]);
    // tests beside server code and files outside server/ are not its business
    expect(problems(`import { x } from '../modules/tours/tourRoutes.ts';\n`, 'server/widgets/x.test.ts')).toEqual([]);
    expect(problems(`import { x } from '../../server/app.ts';\n`, 'tests/server/x.ts')).toEqual([]);
  });

  it('places telegrams and ingestion keys above devices, readouts, keys and companies and below tours', () => {
    const rank = (folder: string) => layerOf(`server/modules/${folder}/x.ts`)?.rank ?? -1;
    for (const placed of ['telegrams', 'ingestion-keys']) {
      expect(rank(placed)).toBeGreaterThan(rank('tours'));
      for (const below of ['devices', 'readouts', 'keys', 'companies']) expect(rank(placed)).toBeLessThan(rank(below));
      expect(rank(placed)).toBeLessThan(layerOf('server/http/mounter.ts')!.rank);
    }
  });

  it('names every layer once, and a one-file pattern wins over its folder', () => {
    const names = serverLayers.map((entry) => entry.layer);
    expect(new Set(names).size).toBe(names.length);
    expect(layerOf('server/http/HttpError.ts')?.layer).toBe('floor');
    expect(layerOf('server/http/mountEndpoint.ts')?.layer).toBe('http');
  });
});

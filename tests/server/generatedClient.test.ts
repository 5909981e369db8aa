import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const AGREE = path.join(import.meta.dirname, 'support/portalCallsAgree.ts');

let server: TestServer;
let folder: string;
beforeAll(async () => {
  server = await serverFor();
  await mkdir(path.join(repo, 'test-results'), { recursive: true });
  // inside the repository, so the check's imports find the project's packages
  folder = await mkdtemp(path.join(repo, 'test-results', 'generated-client-'));
});
afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The errors TypeScript finds in `file` and what it imports, with the project's compiler options. */
function typeErrors(file: string): string[] {
  const read = ts.readConfigFile(path.join(repo, 'tsconfig.json'), (name) => ts.sys.readFile(name));
  const { options } = ts.parseJsonConfigFileContent(read.config as object, ts.sys, repo);
  const program = ts.createProgram([file], { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a client generated from /api/schema/', () => {
  it("has the portal's own request and answer types for lists, details, a create and the error shapes", async () => {
    const reply = await call(server, 'GET', '/api/schema/');
    expect(reply.status).toBe(200);
    // openapi-typescript lints the document with Redocly first and refuses one without servers or security
    const generated = astToString(await openapiTS(JSON.parse(reply.text) as OpenAPI3));
    expect(generated).toContain('"/api/meter-groups/{uuid}/"');
    await writeFile(path.join(folder, 'schema.ts'), generated);
    const check = path.join(folder, 'check.ts');
    await writeFile(
      check,
      [
        "import type { paths } from './schema.ts';",
        `import type { Disagreements } from '${path.relative(folder, AGREE).split(path.sep).join('/')}';`,
        // a disagreement makes the assignment fail, and TypeScript's message names the calls
        'export const agreed: [Disagreements<paths>] extends [never] ? true : Disagreements<paths> = true;',
        '',
      ].join('\n'),
    );
    expect(typeErrors(check)).toEqual([]);
  }, 120_000);
});

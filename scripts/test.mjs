// `npm test`: type checks, lint, then every suite; ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
  ...['unit', 'server', 'server-postgres', 'client', 'cli', 'e2e'].map((name) => {
    const project = name === 'server-postgres' ? 'server' : name;
    // The server suite runs on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL names one.
    const env = { ...process.env };
    if (name === 'server') delete env.TEST_DATABASE_URL;
    return {
      name,
      project,
      env,
      skip: name === 'server-postgres' && !process.env.TEST_DATABASE_URL,
      cmd: bin('vitest'),
      args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, `vitest-${name}.json`)}`, '--passWithNoTests'],
    };
  }),
].filter((step) => !step.skip && (only.length === 0 || only.includes(step.name)));

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const json = step.project ? path.join(resultsDir, `vitest-${step.name}.json`) : null;
  if (json) rmSync(json, { force: true });
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: step.env ?? process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (json && existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (run.status !== 0) {
    failures.push(step.name);
    if (json && !existsSync(json)) failed += 1;
  }
  console.log(`=== ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
}
console.log(failures.length ? `\nfailed steps: ${failures.join(', ')}` : '\nall steps passed');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);

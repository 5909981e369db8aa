// `npm test`: type checks, lint, then every suite; ends with one "N passed, N failed" line.
// The steps run in two lanes side by side (a 2-core machine spends much of a suite waiting on child processes,
// the browser and the databases), the longest first. Each step's output is kept in test-results/<step>.log and
// printed whole when the step ends, so two steps never interleave their lines. `TEST_LANES=1` runs every step one
// after another, `TEST_LANES=3` in three lanes.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
// The vitest steps share one cache of transformed modules, new for each run (see vitest.config.ts).
const moduleCache = path.join(resultsDir, 'module-cache');
rmSync(moduleCache, { recursive: true, force: true });
process.env.TEST_MODULE_CACHE = moduleCache;
const vitestStep = (name) => {
  const project = name === 'server-postgres' ? 'server' : name;
  // The server suite runs on the embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL names one.
  const env = { ...process.env };
  if (name === 'server') delete env.TEST_DATABASE_URL;
  return {
    name,
    json: path.join(resultsDir, `vitest-${name}.json`),
    env,
    skip: name === 'server-postgres' && !process.env.TEST_DATABASE_URL,
    cmd: bin('vitest'),
    args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, `vitest-${name}.json`)}`, '--passWithNoTests'],
  };
};
const allSteps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
  ...['unit', 'server', 'server-postgres', 'client', 'cli', 'e2e'].map(vitestStep),
];
const chosen = allSteps.filter((step) => !step.skip && (only.length === 0 || only.includes(step.name)));

// Two lanes take the steps from one queue, the longest first (each lane starts the next step as soon as its
// own ends), so both lanes end at about the same time whatever the steps' lengths. The lengths are those of a
// full run in seconds (both lanes busy; update them when a step's time changes much): the order is all they set.
const EXPECTED_SECONDS = {
  e2e: 1276,
  server: 707,
  'server-postgres': 557,
  unit: 149,
  lint: 112,
  cli: 100,
  typecheck: 43,
  client: 33,
};
// `TEST_LANES=1` runs every step one after another; another number sets how many lanes take from the queue.
const laneCount = Math.max(1, Number.parseInt(process.env.TEST_LANES ?? '', 10) || 2);
const expected = (step) => EXPECTED_SECONDS[step.name] ?? 0;
const queue = laneCount === 1 ? [...chosen] : [...chosen].sort((a, b) => expected(b) - expected(a));

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const durations = [];
const began = Date.now();

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const log = path.join(resultsDir, `${step.name}.log`);
    if (step.json) rmSync(step.json, { force: true });
    console.log(`--- ${step.name}: started at +${((started - began) / 1000).toFixed(0)} s`);
    const out = createWriteStream(log);
    const child = spawn(step.cmd, step.args, { cwd: root, env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let finished = false;
    const finish = (status) => {
      if (finished) return;
      finished = true;
      out.end(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
        if (step.json && existsSync(step.json)) {
          const report = JSON.parse(readFileSync(step.json, 'utf8'));
          passed += report.numPassedTests;
          failed += report.numFailedTests;
          skipped += report.numPendingTests + report.numTodoTests;
        }
        if (status !== 0) {
          failures.push(step.name);
          if (step.json && !existsSync(step.json)) failed += 1;
        }
        durations.push(`${step.name} ${seconds} s`);
        console.log(`=== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
        resolve();
      });
    };
    child.once('error', (error) => {
      out.write(`${error.message}\n`);
      finish(1);
    });
    child.once('close', (code) => finish(code ?? 1));
  });
}

async function runLane() {
  for (let step = queue.shift(); step; step = queue.shift()) await runStep(step);
}

await Promise.all(Array.from({ length: laneCount }, runLane));
console.log(`\nsteps: ${durations.join(', ')}; whole run ${((Date.now() - began) / 1000).toFixed(0)} s`);
console.log(failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps passed');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);

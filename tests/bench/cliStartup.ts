import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'dist/cli/meter-portal.mjs');
const RUNS = 15;

export interface CliStartupResult {
  name: string;
  medianMs: number;
  baselineName: string;
  baselineMedianMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function timeRun(args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { env, stdio: 'ignore' });
  const elapsed = performance.now() - started;
  if (result.error) throw result.error;
  return elapsed;
}

/**
 * Start-up of the bundled CLI beside bare `node -e 0`, runs interleaved so that load on the machine hits
 * both alike. `whoami` with no session also loads the HTTP client's chunk, then stops before any call.
 */
export async function measureCliStartup(): Promise<CliStartupResult[]> {
  if (!existsSync(bin)) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-cli.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the CLI failed');
  }
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'meter-portal-bench-'));
  const env = { PATH: process.env.PATH, HOME: configDir, XDG_CONFIG_HOME: configDir };
  const subjects = [
    { name: 'meter-portal --help', args: [bin, '--help'] },
    { name: 'meter-portal whoami (no session)', args: [bin, 'whoami'] },
  ];
  try {
    return subjects.map((subject) => {
      const times: number[] = [];
      const baseline: number[] = [];
      timeRun(subject.args, env); // warm the file cache
      for (let run = 0; run < RUNS; run++) {
        baseline.push(timeRun(['-e', '0'], env));
        times.push(timeRun(subject.args, env));
      }
      return {
        name: subject.name,
        medianMs: Math.round(median(times) * 10) / 10,
        baselineName: 'node -e 0',
        baselineMedianMs: Math.round(median(baseline) * 10) / 10,
      };
    });
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');

export interface BuiltCli {
  /** the executable entry, as package.json's bin points at it */
  bin: string;
  remove(): Promise<void>;
}

/**
 * Runs the real build script into a folder of its own: test files run in parallel and must not overwrite
 * each other's (or the developer's) dist/cli.
 */
export async function buildCli(): Promise<BuiltCli> {
  const outdir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-cli-'));
  await promisify(execFile)(process.execPath, [path.join(root, 'scripts/build-cli.mjs'), '--outdir', outdir], {
    cwd: root,
  });
  return {
    bin: path.join(outdir, 'meter-portal.mjs'),
    remove: () => rm(outdir, { recursive: true, force: true }),
  };
}

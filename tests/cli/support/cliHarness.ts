import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../support/apiTokens.ts';
import { runCli, type CliRun, type RunOptions } from './runCli.ts';

export interface CliHarness {
  /** XDG_CONFIG_HOME of the child processes */
  configDir: string;
  sessionFile: string;
  run(args: string[], options?: RunOptions): Promise<CliRun>;
  login(email?: string, password?: string): Promise<CliRun>;
  remove(): Promise<void>;
}

export { DEMO_PASSWORD };

/** A fresh config folder and the environment that points the CLI at `bases`. */
export async function createCliHarness(bin: string, bases: { apiBase: string; authBase: string }): Promise<CliHarness> {
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-config-'));
  const baseEnv = {
    HOME: configDir,
    XDG_CONFIG_HOME: configDir,
    METER_PORTAL_API_BASE: bases.apiBase,
    METER_PORTAL_AUTH_BASE: bases.authBase,
  };
  const run: CliHarness['run'] = (args, options = {}) =>
    runCli(bin, args, { ...options, env: { ...baseEnv, ...options.env } });
  return {
    configDir,
    sessionFile: path.join(configDir, 'meter-portal', 'session.json'),
    run,
    login: (email = 'staff@example.com', password = DEMO_PASSWORD) =>
      run(['login', '--email', email, '--password-stdin'], { input: `${password}\n` }),
    remove: () => rm(configDir, { recursive: true, force: true }),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** what the server wrote to stdout and stderr so far (its start lines and log) */
  output(): string;
  /** SIGKILL, as a crash or an OOM killer would: no shutdown hook runs */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server the test starts next. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * The reference server as its own process (`server/main.ts`), for tests that must kill it mid-work: an
 * in-process server cannot be killed without killing the test. `env` names its data folder or database.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const args = ['--import', 'tsx', ...(options.nodeArgs ?? []), path.join(root, 'server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PARTNER_PORT: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let errors = '';
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    output += chunk.toString();
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.includes(`http://localhost:${port}/`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${errors.slice(-2000)}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => output,
  };
}

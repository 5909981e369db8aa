import { spawn } from 'node:child_process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** the whole environment of the child (nothing is inherited but PATH) */
  env?: Record<string, string>;
  /** written to the child's standard input, which is then closed */
  input?: string;
  /** run the file itself (through its #! line) instead of `node <file>` */
  direct?: boolean;
}

/** Runs the built CLI as a child process with pipes, never a terminal, so it must not prompt. */
export function runCli(bin: string, args: string[], options: RunOptions = {}): Promise<CliRun> {
  const [command, commandArgs] = options.direct ? [bin, args] : [process.execPath, [bin, ...args]];
  const child = spawn(command, commandArgs, {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

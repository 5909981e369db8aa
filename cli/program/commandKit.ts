import type { Command } from 'commander';
import type { TFunction } from 'i18next';
import type { CliContext, GlobalOptions } from '../createCliContext.ts';

/** The global options (`--api-base`, `--json` …) as the command sees them. */
export const globalsOf = (command: Command) => command.optsWithGlobals<GlobalOptions>();

/** What a command loads on first use: the call that runs it on the context, and its result for people. */
export interface LoadedCommand<T> {
  run: (context: CliContext) => Promise<T>;
  /** the result for people; `labels` writes the API's codes in the language of `--lang` */
  render: (result: T, labels: TFunction) => string;
}

/** Input from the terminal, for the commands that may ask. */
export const terminalInput = () => ({ stdin: process.stdin, interactive: Boolean(process.stdin.isTTY) });

/**
 * Runs one command: loads it (commands, the HTTP client and the output module load on first use, so `--help`
 * and `--version` start without evaluating axios, zod or the table library), makes the context from the
 * global options with the access token of METER_PORTAL_TOKEN (unless `session` says the command works on the
 * stored session itself, as login and logout do), prints the result (`--json`: as it is) and returns it for the
 * exit decision.
 */
export async function runCommand<T>(
  command: Command,
  load: () => Promise<LoadedCommand<T>>,
  { session = false }: { session?: boolean } = {},
): Promise<T> {
  const [{ run, render }, { createCliContext, createCliLabels }, { printResult }] = await Promise.all([
    load(),
    import('../createCliContext.ts'),
    import('../output/printResult.ts'),
  ]);
  const globals = globalsOf(command);
  const context = createCliContext(session ? globals : { ...globals, token: process.env.METER_PORTAL_TOKEN });
  const result = await run(context);
  const labels = globals.json ? null : await createCliLabels(globals.lang);
  printResult(result, (data) => (labels ? render(data, labels) : ''), globals);
  return result;
}

import type { Command } from 'commander';
import type { GlobalOptions } from '../createCliContext.ts';

/** The global options (`--api-base`, `--json` …) as the command sees them. */
export const globalsOf = (command: Command) => command.optsWithGlobals<GlobalOptions>();

/**
 * Commands, the HTTP client and the output module load on first use: `--help` and `--version` then start
 * without evaluating axios, zod or the table library (the bundle keeps them as lazily run modules).
 */
export const load = async () => {
  const [{ createCliContext }, { printResult }, views] = await Promise.all([
    import('../createCliContext.ts'),
    import('../output/printResult.ts'),
    import('../output/views.ts'),
  ]);
  return { createCliContext, printResult, ...views };
};

import { Command, CommanderError, Option } from 'commander';
import { PRODUCT } from '../src/core/domain/constants.ts';
import type { GlobalOptions } from './createCliContext.ts';
import { EXIT_USAGE } from './errors.ts';
import { parseBaseUrl } from './parseBaseUrl.ts';
import type { CredentialOptions } from './prompts/resolveCredentials.ts';

const ENVIRONMENT_HELP = `
Environment:
  METER_PORTAL_TOKEN  an access token to use instead of the stored session (cannot be refreshed)
  XDG_CONFIG_HOME     the session is kept in $XDG_CONFIG_HOME/meter-portal/session.json (default ~/.config)`;

const globalsOf = (command: Command) => command.optsWithGlobals<GlobalOptions>();

/**
 * Commands, the HTTP client and the output module load on first use: `--help` and `--version` then start
 * without evaluating axios, zod or the table library (the bundle keeps them as lazily run modules).
 */
const load = async () => {
  const [{ createCliContext }, { printResult }, views] = await Promise.all([
    import('./createCliContext.ts'),
    import('./output/printResult.ts'),
    import('./output/views.ts'),
  ]);
  return { createCliContext, printResult, ...views };
};

function buildProgram(): Command {
  const program = new Command('meter-portal')
    .description(`${PRODUCT.name} admin CLI`)
    .version(PRODUCT.version)
    .addOption(
      new Option('--api-base <url>', 'API base URL')
        .env('METER_PORTAL_API_BASE')
        .default('http://localhost:8080/api/')
        .argParser(parseBaseUrl),
    )
    .addOption(
      new Option('--auth-base <url>', 'auth base URL')
        .env('METER_PORTAL_AUTH_BASE')
        .default('http://localhost:8080/auth/')
        .argParser(parseBaseUrl),
    )
    .addOption(new Option('--lang <code>', 'language of server messages').env('METER_PORTAL_LANG').default('en'))
    .option('--json', 'print machine-readable JSON')
    .addHelpText('after', ENVIRONMENT_HELP)
    .exitOverride();

  program
    .command('login')
    .description('sign in and keep the session for later commands')
    .option('--email <email>', 'e-mail address (asked for on a terminal)')
    .option('--password-stdin', 'read the password from standard input')
    .action(async (options: CredentialOptions, command: Command) => {
      const [{ login }, { createCliContext, printResult, renderLogin }] = await Promise.all([
        import('./commands/login.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const input = { stdin: process.stdin, interactive: Boolean(process.stdin.isTTY) };
      printResult(await login(createCliContext(globals), options, input), renderLogin, globals);
    });

  program
    .command('logout')
    .description('forget the stored session')
    .action(async (_options: unknown, command: Command) => {
      const [{ logout }, { createCliContext, printResult, renderLogout }] = await Promise.all([
        import('./commands/logout.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      printResult(await logout(createCliContext(globals)), renderLogout, globals);
    });

  program
    .command('whoami')
    .description('show the signed-in user, companies, permissions and subscriptions')
    .action(async (_options: unknown, command: Command) => {
      const [{ whoami }, { createCliContext, printResult, renderWhoami }] = await Promise.all([
        import('./commands/whoami.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await whoami(context), renderWhoami, globals);
    });

  return program;
}

/** Runs the program and turns whatever it throws into one line on stderr and an exit code. */
async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return 0;
  } catch (error) {
    // Commander has already printed its own message (or the help or version it was asked for).
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    const { formatError } = await import('./output/formatError.ts');
    const { message, exitCode } = formatError(error);
    process.stderr.write(`error: ${message}\n`);
    return exitCode;
  }
}

process.exitCode = await main(process.argv);

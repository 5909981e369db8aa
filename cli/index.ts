import { Command, CommanderError, Option } from 'commander';
import { PRODUCT } from '../src/core/domain/constants.ts';
import type { DevicesListOptions } from './commands/devicesList.ts';
import type { GroupsExportOptions } from './commands/groupsExport.ts';
import { CliError, EXIT_USAGE } from './errors.ts';
import { parseBaseUrl } from './parseBaseUrl.ts';
import { runCommand, terminalInput } from './program/commandKit.ts';
import { addCompanyCommands } from './program/companyCommands.ts';
import { addKeyCommands } from './program/keyCommands.ts';
import { addLorawanCommands } from './program/lorawanCommands.ts';
import { addReadoutImportCommand } from './program/readoutCommands.ts';
import { addTelegramCommands } from './program/telegramCommands.ts';
import { addTourCommands } from './program/tourCommands.ts';
import type { CredentialOptions } from './prompts/resolveCredentials.ts';
import type { CliContext } from './createCliContext.ts';
import type { ReadoutsExportOptions } from './commands/readoutsExport.ts';
import type { ReadoutsExportAfmOptions } from './commands/readoutsExportAfm.ts';
import type { ReadoutsGenerateOptions } from './commands/readoutsGenerate.ts';

const ENVIRONMENT_HELP = `
Environment:
  METER_PORTAL_TOKEN  an access token to use instead of the stored session (cannot be refreshed)
  XDG_CONFIG_HOME     the session is kept in $XDG_CONFIG_HOME/meter-portal/session.json (default ~/.config)`;

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
      await runCommand(
        command,
        async () => {
          const [{ login }, { renderLogin }] = await Promise.all([
            import('./commands/login.ts'),
            import('./output/views.ts'),
          ]);
          return { run: (context) => login(context, options, terminalInput()), render: renderLogin };
        },
        { session: true },
      );
    });

  program
    .command('logout')
    .description('forget the stored session')
    .action(async (_options: unknown, command: Command) => {
      await runCommand(
        command,
        async () => {
          const [{ logout }, { renderLogout }] = await Promise.all([
            import('./commands/logout.ts'),
            import('./output/views.ts'),
          ]);
          return { run: logout, render: renderLogout };
        },
        { session: true },
      );
    });

  program
    .command('whoami')
    .description('show the signed-in user, companies, permissions and subscriptions')
    .action(async (_options: unknown, command: Command) => {
      await runCommand(command, async () => {
        const [{ whoami }, { renderWhoami }] = await Promise.all([
          import('./commands/whoami.ts'),
          import('./output/views.ts'),
        ]);
        return { run: whoami, render: renderWhoami };
      });
    });

  const devices = program.command('devices').description('meters of your companies and their network registration');
  devices
    .command('list')
    .description('list devices (one page; --limit and --offset page further)')
    .option('--serial <serial>', 'exact serial number')
    .option('--type <meterType>', 'meter type, e.g. afm or rcmlrwotaa')
    .option('--company <id>', 'company id')
    .option('--group <uuid>', 'device group uuid')
    .option('--alert <state>', 'open alert state, e.g. backflow')
    .option('--search <text>', 'search serial, EUI, article and production number')
    .option('--ordering <field>', 'serial_number, -volume, -last_readout, -alert_count …')
    .option('--limit <n>', 'rows per page (default 100)')
    .option('--offset <n>', 'rows to skip')
    .action(async (options: DevicesListOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ devicesList }, { renderDeviceList }] = await Promise.all([
          import('./commands/devicesList.ts'),
          import('./output/deviceViews.ts'),
        ]);
        return { run: (context) => devicesList(context, options), render: renderDeviceList };
      });
    });

  for (const [name, action, description] of [
    ['register', 'register', 'register LoRa meters on the low-power network and wait for the result'],
    ['unregister', 'delete', 'delete LoRa meters from the low-power network and wait for the result'],
  ] as const) {
    devices
      .command(`${name} <serial...>`)
      .description(`${description}; exits with 1 if any device failed`)
      .action(async (serials: string[], _options: unknown, command: Command) => {
        const result = await runCommand(command, async () => {
          const [{ devicesRegister }, { renderRegistration }, { progressIndicator }] = await Promise.all([
            import('./commands/devicesRegister.ts'),
            import('./output/deviceViews.ts'),
            import('./output/progressIndicator.ts'),
          ]);
          const run = (context: CliContext) => {
            const progress = progressIndicator(action === 'register' ? 'registering' : 'unregistering');
            return devicesRegister(context, serials, action, { onProgress: progress.update }).finally(progress.end);
          };
          return { run, render: renderRegistration };
        });
        if (result.failed.length > 0) throw new CliError(`${result.failed.length} of ${result.total} devices failed`);
      });
  }

  program
    .command('groups')
    .description('device groups')
    .command('export')
    .description('download the members of device groups to a file')
    .option('--groups <uuids>', 'group uuids separated by ";" (default: every group you see)')
    .option('--format <format>', 'csv, json or xml', 'csv')
    .option('-o, --output <file>', 'file to write (default: the name the server gives)')
    .action(async (options: GroupsExportOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ groupsExport }, { renderGroupsExport }] = await Promise.all([
          import('./commands/groupsExport.ts'),
          import('./output/deviceViews.ts'),
        ]);
        return { run: (context) => groupsExport(context, options), render: renderGroupsExport };
      });
    });

  const readouts = program.command('readouts').description('meter readouts');
  readouts
    .command('generate')
    .description('write simulated readouts for meters and a period, and wait for the task')
    .option(
      '--serial <serials>',
      'meter serial numbers, comma separated (repeatable)',
      (v: string, all: string[] = []) => [...all, v],
    )
    .option('--from <date>', 'first day or instant (YYYY-MM-DD or ISO 8601)')
    .option('--to <date>', 'last day (included) or end instant')
    .action(async (options: ReadoutsGenerateOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ readoutsGenerate, renderReadoutsGenerate }, { progressIndicator }] = await Promise.all([
          import('./commands/readoutsGenerate.ts'),
          import('./output/progressIndicator.ts'),
        ]);
        const run = (context: CliContext) => {
          const progress = progressIndicator('generating readouts, meters done');
          return readoutsGenerate(context, options, { onProgress: progress.update }).finally(progress.end);
        };
        return { run, render: renderReadoutsGenerate };
      });
    });
  addReadoutImportCommand(readouts);
  readouts
    .command('export')
    .description("stream one meter's readouts to a file")
    .option('--serial <serial>', 'meter serial number')
    .option('--after <date>', 'from this day or instant on (default: the first reading)')
    .option('--before <date>', 'up to this instant, or through this day (default: now)')
    .option('--format <format>', 'csv, json or xml', 'csv')
    .option('-o, --output <path>', 'file, or folder for the name the server gives (default: current folder)')
    .action(async (options: ReadoutsExportOptions, command: Command) => {
      await runCommand(command, async () => {
        const { readoutsExport, renderReadoutsExport, byteProgress } = await import('./commands/readoutsExport.ts');
        const run = (context: CliContext) => {
          const progress = byteProgress();
          return readoutsExport(context, options, progress.update).finally(progress.end);
        };
        return { run, render: renderReadoutsExport };
      });
    });
  readouts
    .command('export-afm')
    .description('stream the AFM export (AFM columns) of one AFM meter, or of every AFM meter, to a file')
    .option('--serial <serial>', 'AFM meter serial number (default: every AFM meter of your companies)')
    .option('--after <date>', 'from this day or instant on (default: the first reading)')
    .option('--format <format>', 'csv, json or xml', 'csv')
    .option('-o, --output <path>', 'file, or folder for the name the server gives (default: current folder)')
    .action(async (options: ReadoutsExportAfmOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ readoutsExportAfm }, { renderReadoutsExport, byteProgress }] = await Promise.all([
          import('./commands/readoutsExportAfm.ts'),
          import('./commands/readoutsExport.ts'),
        ]);
        const run = (context: CliContext) => {
          const progress = byteProgress();
          return readoutsExportAfm(context, options, progress.update).finally(progress.end);
        };
        return { run, render: renderReadoutsExport };
      });
    });

  addKeyCommands(program);
  addCompanyCommands(program);
  addTourCommands(program);
  addTelegramCommands(program);
  addLorawanCommands(program);

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

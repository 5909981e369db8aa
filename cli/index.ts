import { Command, CommanderError, Option } from 'commander';
import { PRODUCT } from '../src/core/domain/constants.ts';
import type { CrmImportOptions } from './commands/companiesCrmImport.ts';
import type { DevicesListOptions } from './commands/devicesList.ts';
import type { GroupsExportOptions } from './commands/groupsExport.ts';
import type { GlobalOptions } from './createCliContext.ts';
import { EXIT_USAGE } from './errors.ts';
import { parseBaseUrl } from './parseBaseUrl.ts';
import type { CredentialOptions } from './prompts/resolveCredentials.ts';
import type { ReadoutsExportOptions } from './commands/readoutsExport.ts';
import type { ReadoutsGenerateOptions } from './commands/readoutsGenerate.ts';
import type { KeysExportOptions } from './commands/keysExport.ts';
import type { KeysListOptions } from './commands/keysList.ts';
import type { TransfersCreateOptions } from './commands/transfersCreate.ts';
import type { TransfersListOptions } from './commands/transfersList.ts';
import type { ToursExportOptions } from './commands/toursExport.ts';
import type { ToursImportOptions } from './commands/toursImport.ts';
import type { ToursListOptions } from './commands/toursList.ts';

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
      const [{ devicesList }, { renderDeviceList }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/devicesList.ts'),
        import('./output/deviceViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await devicesList(context, options), renderDeviceList, globals);
    });

  for (const [name, action, description] of [
    ['register', 'register', 'register LoRa meters on the low-power network and wait for the result'],
    ['unregister', 'delete', 'delete LoRa meters from the low-power network and wait for the result'],
  ] as const) {
    devices
      .command(`${name} <serial...>`)
      .description(`${description}; exits with 1 if any device failed`)
      .action(async (serials: string[], _options: unknown, command: Command) => {
        const [
          { devicesRegister },
          { renderRegistration },
          { progressIndicator },
          { createCliContext, printResult },
          { CliError },
        ] = await Promise.all([
          import('./commands/devicesRegister.ts'),
          import('./output/deviceViews.ts'),
          import('./output/progressIndicator.ts'),
          load(),
          import('./errors.ts'),
        ]);
        const globals = globalsOf(command);
        const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
        const progress = progressIndicator(action === 'register' ? 'registering' : 'unregistering');
        const result = await devicesRegister(context, serials, action, { onProgress: progress.update }).finally(
          progress.end,
        );
        printResult(result, renderRegistration, globals);
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
      const [{ groupsExport }, { renderGroupsExport }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/groupsExport.ts'),
        import('./output/deviceViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await groupsExport(context, options), renderGroupsExport, globals);
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
      const [{ readoutsGenerate, renderReadoutsGenerate }, { progressIndicator }, { createCliContext, printResult }] =
        await Promise.all([import('./commands/readoutsGenerate.ts'), import('./output/progressIndicator.ts'), load()]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const progress = progressIndicator('generating readouts, meters done');
      const result = await readoutsGenerate(context, options, { onProgress: progress.update }).finally(progress.end);
      printResult(result, renderReadoutsGenerate, globals);
    });
  readouts
    .command('export')
    .description("stream one meter's readouts to a file")
    .option('--serial <serial>', 'meter serial number')
    .option('--after <date>', 'from this day or instant on (default: the first reading)')
    .option('--before <date>', 'up to this instant, or through this day (default: now)')
    .option('--format <format>', 'csv, json or xml', 'csv')
    .option('-o, --output <path>', 'file, or folder for the name the server gives (default: current folder)')
    .action(async (options: ReadoutsExportOptions, command: Command) => {
      const [{ readoutsExport, renderReadoutsExport, byteProgress }, { createCliContext, printResult }] =
        await Promise.all([import('./commands/readoutsExport.ts'), load()]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const progress = byteProgress();
      const result = await readoutsExport(context, options, progress.update).finally(progress.end);
      printResult(result, renderReadoutsExport, globals);
    });

  const keyFilters = (command: Command) =>
    command
      .option('--order <number>', 'delivery order number')
      .option('--type <moduleType>', 'module type, e.g. rcm-lrw')
      .option('--search <text>', 'search module serial, meter serial and order')
      .option('--company <id>', 'company id')
      .option('--deleted <which>', 'true: only deleted keys, all: both (default: hide deleted)')
      .option('--ordering <field>', 'module_serial, -meter_serial, order, -created_at …');
  const keys = program.command('keys').description('communication-module keys of your companies');
  keyFilters(
    keys.command('list').description('list keys, without key material (one page; --limit and --offset page further)'),
  )
    .option('--limit <n>', 'rows per page (default 100)')
    .option('--offset <n>', 'rows to skip')
    .action(async (options: KeysListOptions, command: Command) => {
      const [{ keysList }, { renderKeyList }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/keysList.ts'),
        import('./output/keyViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await keysList(context, options), renderKeyList, globals);
    });
  keyFilters(keys.command('export').description('stream the filtered keys with their material to a file (logged)'))
    .option('--format <format>', 'csv, json or xml', 'csv')
    .option('-o, --output <path>', 'file, or folder for the name the server gives (default: current folder)')
    .action(async (options: KeysExportOptions, command: Command) => {
      const [{ keysExport }, { byteProgress }, { renderKeysExport }, { createCliContext, printResult }] =
        await Promise.all([
          import('./commands/keysExport.ts'),
          import('./commands/readoutsExport.ts'),
          import('./output/keyViews.ts'),
          load(),
        ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const progress = byteProgress();
      const result = await keysExport(context, options, progress.update).finally(progress.end);
      printResult(result, renderKeysExport, globals);
    });

  const transfers = program.command('transfers').description('key transfers between companies');
  transfers
    .command('create')
    .description('move keys and their devices to another company (asks to type TRANSFER unless --yes)')
    .option('--to <company>', 'target company: id, customer account or name')
    .option('--keys <fileOrList>', 'a file holding key ids (a key export works) or a comma-separated list')
    .option('--yes', 'do not ask; required when not run on a terminal')
    .action(async (options: TransfersCreateOptions, command: Command) => {
      const [{ transfersCreate }, { renderTransfer }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/transfersCreate.ts'),
        import('./output/keyViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const input = { stdin: process.stdin, interactive: Boolean(process.stdin.isTTY) };
      printResult(await transfersCreate(context, options, input), renderTransfer, globals);
    });
  transfers
    .command('list')
    .description('the transfer history of your companies, newest first')
    .option('--company <id>', 'transfers from or to this company')
    .option('--limit <n>', 'rows per page (default 100)')
    .option('--offset <n>', 'rows to skip')
    .action(async (options: TransfersListOptions, command: Command) => {
      const [{ transfersList }, { renderTransferList }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/transfersList.ts'),
        import('./output/keyViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await transfersList(context, options), renderTransferList, globals);
    });

  program
    .command('companies')
    .description('companies of the administration')
    .command('crm-import')
    .description('import companies from the CRM with their admins; exits with 1 if any line failed')
    .option('--account <no>', 'customer account in the CRM')
    .option('--distributor <yes|no>', 'whether the company is a distributor')
    .option('--admin-email <email>', "the company admin's e-mail (gets the activation mail)")
    .option('--file <csv>', 'batch: a CSV with the columns account, distributor, admin_email')
    .action(async (options: CrmImportOptions, command: Command) => {
      const [{ companiesCrmImport, renderCrmImport }, { createCliContext, printResult }, { CliError }] =
        await Promise.all([import('./commands/companiesCrmImport.ts'), load(), import('./errors.ts')]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const result = await companiesCrmImport(context, options);
      printResult(result, renderCrmImport, globals);
      if (result.failed > 0) throw new CliError(`${result.failed} of ${result.lines.length} imports failed`);
    });

  const tours = program.command('tours').description('meter-reading tours');
  tours
    .command('import <file>')
    .description('import a tour file with a converter; exits with 1 on any rejected row')
    .option('--converter <name>', 'converter name (see `converters list`)')
    .option('--tablet <uuid>', 'assign the tour to this tablet')
    .option('--name <name>', 'tour name (default: the file name)')
    .option('--company <id>', 'company id (default: your active company)')
    .option('--mapping <json>', 'column mapping for a generic converter, e.g. {"meter_serial":"Zaehler"}')
    .option('--split-by <column>', 'split into child tours by this column')
    .option('--due-date <date>', 'YYYY-MM-DD')
    .option('--dry-run', 'read and check the file, print the preview and rejected rows, write nothing')
    .action(async (file: string, options: ToursImportOptions, command: Command) => {
      const [
        { toursImport },
        { renderToursImport },
        { progressIndicator },
        { createCliContext, printResult },
        { CliError },
      ] = await Promise.all([
        import('./commands/toursImport.ts'),
        import('./output/tourViews.ts'),
        import('./output/progressIndicator.ts'),
        load(),
        import('./errors.ts'),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const progress = progressIndicator(options.dryRun ? 'checking' : 'importing');
      const started = Date.now();
      const timer = setInterval(() => progress.update(Math.round((Date.now() - started) / 1000), 0), 250);
      const result = await toursImport(context, file, options).finally(() => {
        clearInterval(timer);
        progress.end();
      });
      printResult(result, renderToursImport, globals);
      if (result.dryRun && result.preview.rejected.length > 0)
        throw new CliError(`${result.preview.rejected.length} rows rejected`);
    });
  tours
    .command('list')
    .description('list tours (the first 100 matching)')
    .option('--state <state>', 'open, imported, assigned, in_progress, completed or closed (comma separated)')
    .option('--discarded', 'discarded tours instead')
    .option('--search <text>', 'search tour names')
    .option('--tablet <uuid>', 'tours assigned to this tablet')
    .action(async (options: ToursListOptions, command: Command) => {
      const [{ toursList }, { renderToursList }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/toursList.ts'),
        import('./output/tourViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await toursList(context, options), renderToursList, globals);
    });
  tours
    .command('export <uuid>')
    .description('download a tour with its readings')
    .option('-o, --output <file>', 'file to write (default: the name the server gives)')
    .option('--format <format>', "converter (the file's own format), csv or xlsx", 'converter')
    .action(async (uuid: string, options: ToursExportOptions, command: Command) => {
      const [{ toursExport }, { renderToursExport }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/toursExport.ts'),
        import('./output/tourViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await toursExport(context, uuid, options), renderToursExport, globals);
    });
  program
    .command('converters')
    .description('tour import formats')
    .command('list')
    .description('list the converters')
    .action(async (_options: unknown, command: Command) => {
      const [{ convertersList }, { renderConverters }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/toursList.ts'),
        import('./output/tourViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await convertersList(context), renderConverters, globals);
    });
  program
    .command('tablets')
    .description('field tablets')
    .command('list')
    .description('list the tablets of your companies')
    .action(async (_options: unknown, command: Command) => {
      const [{ tabletsList }, { renderTablets }, { createCliContext, printResult }] = await Promise.all([
        import('./commands/toursList.ts'),
        import('./output/tourViews.ts'),
        load(),
      ]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      printResult(await tabletsList(context), renderTablets, globals);
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

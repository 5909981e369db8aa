import type { Command } from 'commander';
import type { KeysExportOptions } from '../commands/keysExport.ts';
import type { KeysListOptions } from '../commands/keysList.ts';
import type { TransfersCreateOptions } from '../commands/transfersCreate.ts';
import type { TransfersListOptions } from '../commands/transfersList.ts';
import type { CliContext } from '../createCliContext.ts';
import { runCommand, terminalInput } from './commandKit.ts';

/** `keys list|export` and `transfers create|list`: communication-module keys and their transfers. */
export function addKeyCommands(program: Command): void {
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
      await runCommand(command, async () => {
        const [{ keysList }, { renderKeyList }] = await Promise.all([
          import('../commands/keysList.ts'),
          import('../output/keyViews.ts'),
        ]);
        return { run: (context) => keysList(context, options), render: renderKeyList };
      });
    });
  keyFilters(keys.command('export').description('stream the filtered keys with their material to a file (logged)'))
    .option('--format <format>', 'csv, json or xml', 'csv')
    .option('-o, --output <path>', 'file, or folder for the name the server gives (default: current folder)')
    .action(async (options: KeysExportOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ keysExport }, { byteProgress }, { renderKeysExport }] = await Promise.all([
          import('../commands/keysExport.ts'),
          import('../commands/readoutsExport.ts'),
          import('../output/keyViews.ts'),
        ]);
        const run = (context: CliContext) => {
          const progress = byteProgress();
          return keysExport(context, options, progress.update).finally(progress.end);
        };
        return { run, render: renderKeysExport };
      });
    });

  const transfers = program.command('transfers').description('key transfers between companies');
  transfers
    .command('create')
    .description('move keys and their devices to another company (asks to type TRANSFER unless --yes)')
    .option('--to <company>', 'target company: id, customer account or name')
    .option('--keys <fileOrList>', 'a file holding key ids (a key export works) or a comma-separated list')
    .option('--yes', 'do not ask; required when not run on a terminal')
    .action(async (options: TransfersCreateOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ transfersCreate }, { renderTransfer }] = await Promise.all([
          import('../commands/transfersCreate.ts'),
          import('../output/keyViews.ts'),
        ]);
        return { run: (context) => transfersCreate(context, options, terminalInput()), render: renderTransfer };
      });
    });
  transfers
    .command('list')
    .description('the transfer history of your companies, newest first')
    .option('--company <id>', 'transfers from or to this company')
    .option('--limit <n>', 'rows per page (default 100)')
    .option('--offset <n>', 'rows to skip')
    .action(async (options: TransfersListOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ transfersList }, { renderTransferList }] = await Promise.all([
          import('../commands/transfersList.ts'),
          import('../output/keyViews.ts'),
        ]);
        return { run: (context) => transfersList(context, options), render: renderTransferList };
      });
    });
}

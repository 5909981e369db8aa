import type { Command } from 'commander';
import type { ToursExportOptions } from '../commands/toursExport.ts';
import type { ToursImportOptions } from '../commands/toursImport.ts';
import type { ToursListOptions } from '../commands/toursList.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError } from '../errors.ts';
import { runCommand } from './commandKit.ts';

/** `tours import|list|export`, `converters list` and `tablets list`. */
export function addTourCommands(program: Command): void {
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
      const result = await runCommand(command, async () => {
        const [{ toursImport }, { renderToursImport }, { progressIndicator }] = await Promise.all([
          import('../commands/toursImport.ts'),
          import('../output/tourViews.ts'),
          import('../output/progressIndicator.ts'),
        ]);
        const run = (context: CliContext) => {
          const progress = progressIndicator(options.dryRun ? 'checking' : 'importing');
          const started = Date.now();
          const timer = setInterval(() => progress.update(Math.round((Date.now() - started) / 1000), 0), 250);
          return toursImport(context, file, options).finally(() => {
            clearInterval(timer);
            progress.end();
          });
        };
        return { run, render: renderToursImport };
      });
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
      await runCommand(command, async () => {
        const [{ toursList }, { renderToursList }] = await Promise.all([
          import('../commands/toursList.ts'),
          import('../output/tourViews.ts'),
        ]);
        return { run: (context) => toursList(context, options), render: renderToursList };
      });
    });
  tours
    .command('export <uuid>')
    .description('download a tour with its readings')
    .option('-o, --output <file>', 'file to write (default: the name the server gives)')
    .option('--format <format>', "converter (the file's own format), csv or xlsx", 'converter')
    .action(async (uuid: string, options: ToursExportOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ toursExport }, { renderToursExport }] = await Promise.all([
          import('../commands/toursExport.ts'),
          import('../output/tourViews.ts'),
        ]);
        return { run: (context) => toursExport(context, uuid, options), render: renderToursExport };
      });
    });
  program
    .command('converters')
    .description('tour import formats')
    .command('list')
    .description('list the converters')
    .action(async (_options: unknown, command: Command) => {
      await runCommand(command, async () => {
        const [{ convertersList }, { renderConverters }] = await Promise.all([
          import('../commands/toursList.ts'),
          import('../output/tourViews.ts'),
        ]);
        return { run: convertersList, render: renderConverters };
      });
    });
  program
    .command('tablets')
    .description('field tablets')
    .command('list')
    .description('list the tablets of your companies')
    .action(async (_options: unknown, command: Command) => {
      await runCommand(command, async () => {
        const [{ tabletsList }, { renderTablets }] = await Promise.all([
          import('../commands/toursList.ts'),
          import('../output/tourViews.ts'),
        ]);
        return { run: tabletsList, render: renderTablets };
      });
    });
}

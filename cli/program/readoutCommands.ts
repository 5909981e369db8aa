import type { Command } from 'commander';
import type { ReadoutsImportOptions } from '../commands/readoutsImport.ts';
import type { CliContext } from '../createCliContext.ts';
import { runCommand } from './commandKit.ts';

/** `readouts import FILE`: readings from a head-end system's file. */
export function addReadoutImportCommand(readouts: Command): void {
  readouts
    .command('import <file>')
    .description(
      'import readings from a CSV (header serial,ts,volume_m3[,flow_m3h,battery,alerts]) or JSON lines file; ' +
        'a file with any bad row is refused whole (exit 1)',
    )
    .option('--on-conflict <keep|replace>', 'a reading the meter already has at that instant: keep or replace', 'keep')
    .action(async (file: string, options: ReadoutsImportOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ readoutsImport, renderReadoutsImport }, { progressIndicator }] = await Promise.all([
          import('../commands/readoutsImport.ts'),
          import('../output/progressIndicator.ts'),
        ]);
        const run = (context: CliContext) => {
          const progress = progressIndicator('importing readings, rows written');
          return readoutsImport(context, file, options, { onProgress: progress.update }).finally(progress.end);
        };
        return { run, render: renderReadoutsImport };
      });
    });
}

import type { Command } from 'commander';
import type { TelegramsDecodeOptions } from '../commands/telegramsDecode.ts';
import type { TelegramsSimulateOptions } from '../commands/telegramsSimulate.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError } from '../errors.ts';
import { runCommand, terminalInput } from './commandKit.ts';

/** `telegrams decode|ingest|simulate`: wireless M-Bus telegrams of your companies' modules. */
export function addTelegramCommands(program: Command): void {
  const telegrams = program.command('telegrams').description('wireless M-Bus telegrams: decode, ingest, simulate');
  telegrams
    .command('decode <hex>')
    .description("decode one telegram (without --key: the module's stored key, if you may see it); nothing is stored")
    .option('--key <hex>', 'the AES-128 key, 32 hex digits')
    .action(async (hex: string, options: TelegramsDecodeOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ telegramsDecode }, { renderDecodedTelegram }] = await Promise.all([
          import('../commands/telegramsDecode.ts'),
          import('../output/telegramViews.ts'),
        ]);
        return { run: (context) => telegramsDecode(context, hex, options), render: renderDecodedTelegram };
      });
    });
  telegrams
    .command('ingest <file>')
    .description(
      'store the readings of a file of telegrams (hex or hex;timestamp a line; - reads stdin); exits with 1 if any was not stored',
    )
    .action(async (file: string, _options: unknown, command: Command) => {
      const result = await runCommand(command, async () => {
        const [{ telegramsIngest }, { renderTelegramsIngest }, { progressIndicator }] = await Promise.all([
          import('../commands/telegramsIngest.ts'),
          import('../output/telegramViews.ts'),
          import('../output/progressIndicator.ts'),
        ]);
        const run = (context: CliContext) => {
          const progress = progressIndicator('ingesting telegrams');
          return telegramsIngest(context, file, terminalInput(), progress.update).finally(progress.end);
        };
        return { run, render: renderTelegramsIngest };
      });
      if (result.failed > 0) throw new CliError(`${result.failed} of ${result.total} telegrams were not stored`);
    });
  telegrams
    .command('simulate')
    .description("print the next telegrams of your meters' modules, encrypted with their keys (reads the keys: logged)")
    .option('--count <n>', 'telegrams per module (default 4)')
    .option('--interval <minutes>', 'minutes between them (default 15)')
    .option('--company <id>', 'only the modules of this company')
    .action(async (options: TelegramsSimulateOptions, command: Command) => {
      await runCommand(command, async () => {
        const [{ telegramsSimulate }, { renderSimulatedTelegrams }] = await Promise.all([
          import('../commands/telegramsSimulate.ts'),
          import('../output/telegramViews.ts'),
        ]);
        return { run: (context) => telegramsSimulate(context, options), render: renderSimulatedTelegrams };
      });
    });
}

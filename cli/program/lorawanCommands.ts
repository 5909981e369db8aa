import type { Command } from 'commander';
import type { LorawanSimulateOptions } from '../commands/lorawanSimulate.ts';
import { CliError } from '../errors.ts';
import { runCommand } from './commandKit.ts';

/** `lorawan simulate`: ChirpStack-shaped uplinks of your LoRa meters, posted to the portal. */
export function addLorawanCommands(program: Command): void {
  const lorawan = program
    .command('lorawan')
    .description('LoRaWAN meters: simulate uplinks through the ChirpStack endpoint');
  lorawan
    .command('simulate')
    .description(
      "post your LoRa meters' next uplinks as ChirpStack's HTTP integration would; exits with 1 if any was not stored",
    )
    .option('--count <n>', 'uplinks per meter (default 4)')
    .option('--interval <minutes>', 'minutes between them (default 15)')
    .option('--company <id>', 'only the meters of this company')
    .action(async (options: LorawanSimulateOptions, command: Command) => {
      const result = await runCommand(command, async () => {
        const [{ lorawanSimulate }, { renderLorawanSimulate }] = await Promise.all([
          import('../commands/lorawanSimulate.ts'),
          import('../output/lorawanViews.ts'),
        ]);
        return { run: (context) => lorawanSimulate(context, options), render: renderLorawanSimulate };
      });
      const failed = result.sent - result.counts.stored;
      if (failed > 0) throw new CliError(`${failed} of ${result.sent} uplinks were not stored`);
    });
}

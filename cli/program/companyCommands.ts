import type { Command } from 'commander';
import type { CrmImportOptions } from '../commands/companiesCrmImport.ts';
import { CliError } from '../errors.ts';
import { runCommand } from './commandKit.ts';

/** `companies crm-import`: companies from the CRM, one account or a CSV batch. */
export function addCompanyCommands(program: Command): void {
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
      const result = await runCommand(command, async () => {
        const { companiesCrmImport, renderCrmImport } = await import('../commands/companiesCrmImport.ts');
        return { run: (context) => companiesCrmImport(context, options), render: renderCrmImport };
      });
      if (result.failed > 0) throw new CliError(`${result.failed} of ${result.lines.length} imports failed`);
    });
}

import type { Command } from 'commander';
import type { CrmImportOptions } from '../commands/companiesCrmImport.ts';
import { globalsOf, load } from './commandKit.ts';

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
      const [{ companiesCrmImport, renderCrmImport }, { createCliContext, printResult }, { CliError }] =
        await Promise.all([import('../commands/companiesCrmImport.ts'), load(), import('../errors.ts')]);
      const globals = globalsOf(command);
      const context = createCliContext({ ...globals, token: process.env.METER_PORTAL_TOKEN });
      const result = await companiesCrmImport(context, options);
      printResult(result, renderCrmImport, globals);
      if (result.failed > 0) throw new CliError(`${result.failed} of ${result.lines.length} imports failed`);
    });
}

import { readFile, stat } from 'node:fs/promises';
import { callEndpoint, callEndpointAll } from '../../src/core/api/callEndpoint.ts';
import { transferEndpoints } from '../../src/core/contract/transferEndpoints.ts';
import type { TransferDetail } from '../../src/core/contract/transfers.ts';
import { TRANSFER_CONFIRMATION_WORD } from '../../src/core/domain/keyHandling.ts';
import type { CliContext } from '../createCliContext.ts';
import { CliError, UsageError } from '../errors.ts';
import type { CliInput } from '../prompts/resolveCredentials.ts';
import { withSession } from '../withSession.ts';

export interface TransfersCreateOptions {
  /** the target company: its id, customer account or name */
  to?: string;
  /** a file (a key export works: every comm_mod_uuid in it is taken) or a comma-separated list */
  keys?: string;
  yes?: boolean;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

async function keysFrom(value: string): Promise<string[]> {
  const isFile = (await stat(value).catch(() => null))?.isFile() ?? false;
  const text = isFile ? await readFile(value, 'utf8') : value;
  const keys = [...new Set((text.match(UUID) ?? []).map((id) => id.toLowerCase()))];
  if (keys.length === 0)
    throw new UsageError(`--keys: no key ids (comm_mod_uuid) found in ${isFile ? value : 'the list'}`);
  return keys;
}

async function confirm(count: number, company: string): Promise<boolean> {
  const { default: inquirer } = await import('inquirer');
  const { word } = await inquirer.prompt<{ word: string }>([
    {
      type: 'input',
      name: 'word',
      message: `Transfer ${count} keys and their devices to ${company}? Type ${TRANSFER_CONFIRMATION_WORD} to confirm:`,
    },
  ]);
  return word.trim() === TRANSFER_CONFIRMATION_WORD;
}

/**
 * Transfers keys to a company the caller may transfer to. Without --yes a person at a terminal confirms by
 * typing TRANSFER; without a terminal the command refuses rather than guess.
 */
export async function transfersCreate(
  context: CliContext,
  options: TransfersCreateOptions,
  input: CliInput,
): Promise<TransferDetail> {
  if (!options.to) throw new UsageError('give the target company with --to');
  if (!options.keys) throw new UsageError('give the keys with --keys (a file or a comma-separated list)');
  if (!options.yes && !input.interactive) throw new UsageError('--yes is required when not run on a terminal');
  const keys = await keysFrom(options.keys);
  const targets = await withSession(context, () => callEndpointAll(context.http, transferEndpoints.targets));
  const wanted = options.to.trim().toLowerCase();
  const target = targets.find(
    (c) => String(c.id) === wanted || c.customer_account.toLowerCase() === wanted || c.name.toLowerCase() === wanted,
  );
  if (!target) throw new CliError(`you may not transfer keys to "${options.to}" (or it does not exist)`);
  if (!options.yes && !(await confirm(keys.length, target.name)))
    throw new CliError('transfer not confirmed; nothing moved');
  return withSession(context, () =>
    callEndpoint(context.http, transferEndpoints.create, { body: { to_company: target.id, keys } }),
  );
}

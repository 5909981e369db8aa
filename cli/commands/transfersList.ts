import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { transferEndpoints } from '../../src/core/contract/transferEndpoints.ts';
import type { Transfer } from '../../src/core/contract/transfers.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

export interface TransfersListOptions {
  company?: string;
  limit?: string;
  offset?: string;
}

export interface TransfersListResult {
  count: number;
  rows: Transfer[];
}

const wholeNumber = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} expects a whole number, not "${value}"`);
  return Number(value);
};

/** The transfer history of the caller's companies, newest first. */
export async function transfersList(context: CliContext, options: TransfersListOptions): Promise<TransfersListResult> {
  const query = {
    company: wholeNumber('company', options.company),
    limit: wholeNumber('limit', options.limit),
    offset: wholeNumber('offset', options.offset),
  };
  const page = await withSession(context, () => callEndpoint(context.http, transferEndpoints.list, { query }));
  return { count: page.count, rows: page.results };
}

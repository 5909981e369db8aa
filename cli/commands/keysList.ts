import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import type { EndpointQuery } from '../../src/core/contract/endpoint.ts';
import { keyEndpoints } from '../../src/core/contract/keyEndpoints.ts';
import type { CommModuleKey } from '../../src/core/contract/keys.ts';
import type { CliContext } from '../createCliContext.ts';
import { UsageError } from '../errors.ts';
import { withSession } from '../withSession.ts';

/** The key filters both `keys list` and `keys export` take: the server's route query. */
export interface KeyFilterOptions {
  order?: string;
  type?: string;
  search?: string;
  company?: string;
  /** 'true' only deleted keys, 'all' both; default hides them */
  deleted?: string;
  ordering?: string;
}

export interface KeysListOptions extends KeyFilterOptions {
  limit?: string;
  offset?: string;
}

export interface KeysListResult {
  count: number;
  rows: CommModuleKey[];
}

const wholeNumber = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} expects a whole number, not "${value}"`);
  return Number(value);
};

export function keyQueryOf(options: KeyFilterOptions): EndpointQuery<typeof keyEndpoints.list> {
  if (options.deleted !== undefined && !['true', 'false', 'all'].includes(options.deleted))
    throw new UsageError('--deleted must be true, false or all');
  return {
    order: options.order,
    module_type: options.type,
    search: options.search,
    company: wholeNumber('company', options.company),
    is_deleted: options.deleted,
    ordering: options.ordering,
  };
}

/** Lists keys of the caller's companies (one page, 100 by default); key material never comes with a list. */
export async function keysList(context: CliContext, options: KeysListOptions): Promise<KeysListResult> {
  const query = {
    ...keyQueryOf(options),
    limit: wholeNumber('limit', options.limit),
    offset: wholeNumber('offset', options.offset),
  };
  const page = await withSession(context, () => callEndpoint(context.http, keyEndpoints.list, { query }));
  return { count: page.count, rows: page.results };
}

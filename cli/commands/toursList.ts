import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { tabletEndpoints } from '../../src/core/contract/tabletEndpoints.ts';
import type { Tablet } from '../../src/core/contract/tablets.ts';
import { tourEndpoints } from '../../src/core/contract/tourEndpoints.ts';
import type { Converter, Tour } from '../../src/core/contract/tours.ts';
import type { CliContext } from '../createCliContext.ts';
import { withSession } from '../withSession.ts';

export interface ToursListOptions {
  state?: string;
  discarded?: boolean;
  search?: string;
  tablet?: string;
}

export interface ToursListResult {
  count: number;
  rows: Tour[];
}

/** Tours of your companies (the first 100 matching; --state, --discarded, --search, --tablet filter). */
export async function toursList(context: CliContext, options: ToursListOptions): Promise<ToursListResult> {
  const page = await withSession(context, () =>
    callEndpoint(context.http, tourEndpoints.list, {
      query: {
        state: options.state,
        is_discarded: options.discarded ? 'true' : undefined,
        search: options.search,
        tablet: options.tablet,
        limit: 100,
      },
    }),
  );
  return { count: page.count, rows: page.results };
}

/** Every converter: the shipped ones and those staff saved. */
export async function convertersList(context: CliContext): Promise<Converter[]> {
  return withSession(context, () => callEndpoint(context.http, tourEndpoints.converters));
}

/** Tablets of your companies. */
export async function tabletsList(context: CliContext): Promise<Tablet[]> {
  const page = await withSession(context, () =>
    callEndpoint(context.http, tabletEndpoints.list, { query: { no_page: 'true' } }),
  );
  return Array.isArray(page) ? page : page.results;
}

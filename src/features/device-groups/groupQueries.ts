import { queryOptions } from '@tanstack/react-query';
import { CHART_INSTALLATIONS_LIMIT, GRID_LIMIT, QUERY_ALL } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { meterGroupQueries } from '../../queries/meterGroupQueries.ts';

/** Root key of the groups; every change to a group invalidates it (and the device grid's group column). */
export const GROUPS_KEY = meterGroupQueries.root;

export interface GroupListState {
  search: string;
  ordering: string;
  offset: number;
}

/** GET meter-groups/: one page of the list. */
export function groupsPageQuery(http: HttpClient, { search, ordering, offset }: GroupListState) {
  return queryOptions({
    ...meterGroupQueries.list(http, { limit: GRID_LIMIT, offset, ordering, ...(search && { search }) }),
    placeholderData: (previous) => previous,
  });
}

/** GET meter-groups/{uuid}/. */
export function groupQuery(http: HttpClient, uuid: string) {
  return meterGroupQueries.one(http, uuid);
}

/**
 * GET installations/?for=<target> with the choice-list limit (9999), or every one (`all`, the query-all
 * limit): the devices the server's group rule accepts for `target` (`device-group:<uuid>`, or
 * `device-group:new`), searched in the select box itself, and how many the server found.
 */
export function installationChoicesQuery(http: HttpClient, target: string, all = false) {
  const limit = all ? QUERY_ALL.limit : CHART_INSTALLATIONS_LIMIT;
  const query = { limit, offset: 0, ordering: 'serial_number', for: target };
  return queryOptions({
    ...installationQueries.list(http, query),
    select: (page) => ({ rows: page.results, count: page.count, limit: query.limit }),
    staleTime: 60_000,
  });
}

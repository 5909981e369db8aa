/* eslint-disable @tanstack/query/exhaustive-deps -- one portal instance keeps one http client and its own
   QueryClient, so http is never part of a key. */
import { queryOptions } from '@tanstack/react-query';
import { installationQueries } from '../../queries/installationQueries.ts';
import { getMeterGroup, listMeterGroups } from '../../core/api/meterGroupsApi.ts';
import { CHART_INSTALLATIONS_LIMIT, GRID_LIMIT } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';

/** Root key of the groups; every change to a group invalidates it (and the device grid's group column). */
export const GROUPS_KEY = ['meter-groups'] as const;

export interface GroupListState {
  search: string;
  ordering: string;
  offset: number;
}

/** GET meter-groups/: one page of the list. */
export function groupsPageQuery(http: HttpClient, { search, ordering, offset }: GroupListState) {
  const params = { limit: GRID_LIMIT, offset, ordering, ...(search && { search }) };
  return queryOptions({
    queryKey: [...GROUPS_KEY, 'page', params],
    queryFn: () => listMeterGroups(http, params),
    placeholderData: (previous) => previous,
  });
}

/** GET meter-groups/{uuid}/. */
export function groupQuery(http: HttpClient, uuid: string) {
  return queryOptions({
    queryKey: [...GROUPS_KEY, 'one', uuid],
    queryFn: () => getMeterGroup(http, uuid),
  });
}

/**
 * GET installations/ with the choice-list limit (9999): every device the user may put into a group,
 * searched in the select box itself.
 */
export function installationChoicesQuery(http: HttpClient) {
  const query = { limit: CHART_INSTALLATIONS_LIMIT, offset: 0, ordering: 'serial_number' };
  return queryOptions({
    ...installationQueries.list(http, query),
    select: (page) => page.results,
    staleTime: 60_000,
  });
}

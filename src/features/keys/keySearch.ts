import { hasAnyFilter, parseUrlSearch } from '../../components/url-filters/index.ts';
import type { EndpointQuery } from '../../core/contract/endpoint.ts';
import type { keyEndpoints } from '../../core/contract/keyEndpoints.ts';

/** The Keys screen's state in the URL: filters, ordering, page and the key open in the drawer. */
export type KeySearch = {
  search?: string;
  type?: string;
  order?: string;
  deleted?: string;
  ordering?: string;
  offset?: number;
  key?: string;
};

export const KEY_FILTERS = ['search', 'type', 'order', 'deleted'] as const;
export type KeyFilter = (typeof KEY_FILTERS)[number];

export function parseKeySearch(raw: Record<string, unknown>): KeySearch {
  return parseUrlSearch<KeySearch>(raw, [...KEY_FILTERS, 'ordering', 'key']);
}

export const hasKeyFilters = (search: KeySearch) => hasAnyFilter(search, KEY_FILTERS);

/** The route query of keys/ and of keys/export.{format}: the same filters for both. */
export function toKeyQuery(search: KeySearch): EndpointQuery<typeof keyEndpoints.list> {
  const query: EndpointQuery<typeof keyEndpoints.list> = {};
  if (search.search) query.search = search.search;
  if (search.type) query.module_type = search.type;
  if (search.order) query.order = search.order;
  if (search.deleted) query.is_deleted = search.deleted;
  if (search.ordering) query.ordering = search.ordering;
  return query;
}

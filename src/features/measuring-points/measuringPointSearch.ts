import type { EndpointQuery } from '../../core/contract/endpoint.ts';
import type { measuringPointEndpoints } from '../../core/contract/measuringPointEndpoints.ts';

type PointListQuery = EndpointQuery<typeof measuringPointEndpoints.list>;
/** The filters the map asks for. */
export type PointMapFilters = EndpointQuery<typeof measuringPointEndpoints.map>;

/** The Measuring Points screen's state in the URL: filters, ordering, page, selected point, open form. */
export interface PointSearch {
  search?: string;
  company?: string;
  group?: string;
  ordering?: string;
  offset?: number;
  /** id of the point selected on the map or in the grid */
  point?: string;
  /** 'new' or the id of the point being edited */
  edit?: string;
}

/** The filters shared by the grid and the map; changing one starts again at the first page. */
export const POINT_FILTERS = ['search', 'company', 'group'] as const;
export type PointFilter = (typeof POINT_FILTERS)[number];

const TEXT_KEYS = [...POINT_FILTERS, 'ordering', 'point', 'edit'] as const;

/** The router parses `?search=123` as a number; everything here is text. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function parsePointSearch(raw: Record<string, unknown>): PointSearch {
  const result: PointSearch = {};
  for (const key of TEXT_KEYS) {
    const value = asText(raw[key]);
    if (value !== undefined) result[key] = value;
  }
  const offset = Number(raw.offset);
  if (Number.isInteger(offset) && offset > 0) result.offset = offset;
  return result;
}

export function dropEmpty(search: PointSearch): PointSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

/**
 * The search as the router writes it: ids as numbers, because the router quotes a numeric string
 * (`?point=%22298%22`) and links should read `?point=298`.
 */
export function toUrlSearch(search: PointSearch): Record<string, string | number> {
  const url: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(dropEmpty(search)) as [keyof PointSearch, string | number][]) {
    const numeric = (key === 'point' || key === 'edit' || key === 'company') && /^\d{1,15}$/.test(String(value));
    url[key] = numeric ? Number(value) : value;
  }
  return url;
}

export function withFilter(current: PointSearch, filter: PointFilter, value: string | undefined): PointSearch {
  const next: PointSearch = { ...current, [filter]: value?.trim() ? value : undefined };
  delete next.offset;
  return dropEmpty(next);
}

export function hasFilters(search: PointSearch): boolean {
  return POINT_FILTERS.some((filter) => search[filter] !== undefined);
}

/** What the map asks for: the same filters as the grid, without paging. */
export function toMapFilters(search: PointSearch): PointMapFilters {
  return { company: search.company, group: search.group, search: search.search };
}

/** The query of GET measuring_points/. */
export function toListParams(search: PointSearch, limit: number): PointListQuery {
  const params: PointListQuery = { limit, offset: search.offset ?? 0, ...toMapFilters(search) };
  if (search.ordering) params.ordering = search.ordering;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

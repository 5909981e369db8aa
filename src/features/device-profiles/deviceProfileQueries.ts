import { queryOptions } from '@tanstack/react-query';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { deviceProfileQueries } from '../../queries/deviceProfileQueries.ts';

/** GET device-profiles/: one page of the profiles the user may see (shared ones and the company's own). */
export function deviceProfilesQuery(http: HttpClient, offset: number) {
  return queryOptions({
    ...deviceProfileQueries.list(http, { limit: GRID_LIMIT, offset }),
    placeholderData: (previous) => previous,
  });
}

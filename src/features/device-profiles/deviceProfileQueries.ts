import { queryOptions } from '@tanstack/react-query';
import { listDeviceProfiles } from '../../core/api/deviceProfilesApi.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';

/** GET device-profiles/: one page of the profiles the user may see (shared ones and the company's own). */
export function deviceProfilesQuery(http: HttpClient, offset: number) {
  const params = { limit: GRID_LIMIT, offset };
  // One portal instance keeps one http client and its own QueryClient, so http is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['device-profiles', 'page', params],
    queryFn: () => listDeviceProfiles(http, params),
    placeholderData: (previous) => previous,
  });
}

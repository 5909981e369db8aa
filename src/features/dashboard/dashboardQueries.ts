import { queryOptions } from '@tanstack/react-query';
import { getCompany } from '../../core/api/companiesApi.ts';
import type { Subscription } from '../../core/contract/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';

/** GET companies/{id}/: the active company shown on the dashboard. */
export function companyQuery(http: HttpClient, companyId: number) {
  // One portal instance keeps one http client and its own QueryClient, so http is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['companies', companyId],
    queryFn: () => getCompany(http, companyId),
  });
}

/** GET companies/{id}/subscriptions/ (plain array or a page, depending on the server's paging). */
export function subscriptionsQuery(http: HttpClient, companyId: number) {
  return queryOptions({
    queryKey: ['companies', companyId, 'subscriptions'],
    queryFn: async () => {
      const answer = await http.get<Subscription[] | { results: Subscription[] }>(
        `companies/${encodeURIComponent(companyId)}/subscriptions`,
        { params: { no_page: 'true' } },
      );
      return Array.isArray(answer) ? answer : answer.results;
    },
  });
}

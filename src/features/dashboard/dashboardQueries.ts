import { queryOptions } from '@tanstack/react-query';
import { getCompany } from '../../core/api/companiesApi.ts';
import { getInstallationTotal, listInstallations } from '../../core/api/installationsApi.ts';
import type { Subscription } from '../../core/contract/index.ts';
import type { AlertState } from '../../core/domain/alertStates.ts';
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

/** GET installations/total/: every installation the user can see, as the device list shows them unfiltered. */
export function installationTotalQuery(http: HttpClient) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- http is fixed per portal instance, as above
  return queryOptions({
    queryKey: ['installations', 'total'],
    queryFn: () => getInstallationTotal(http),
  });
}

/**
 * How many installations have an open alert of one state. The server has no count-by-state endpoint, so this
 * asks for a one-row page and reads its `count`.
 */
export function alertCountQuery(http: HttpClient, state: AlertState) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- http is fixed per portal instance, as above
  return queryOptions({
    queryKey: ['installations', 'alertCount', state],
    queryFn: async () => (await listInstallations(http, { alert: state, limit: 1 })).count,
  });
}

export const RECENT_READOUTS = 5;

/** The most recently read installations; the server sorts meters without readouts last. */
export function recentReadoutsQuery(http: HttpClient) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- http is fixed per portal instance, as above
  return queryOptions({
    queryKey: ['installations', 'recentReadouts'],
    queryFn: async () =>
      (await listInstallations(http, { ordering: '-last_readout', limit: RECENT_READOUTS })).results.filter(
        (row) => row.last_readout !== null,
      ),
  });
}

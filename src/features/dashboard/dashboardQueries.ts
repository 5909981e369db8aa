import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { endpointQuery } from '../../queries/endpointQuery.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { waterBalanceEndpoints } from '../../core/contract/waterBalanceEndpoints.ts';

/** GET companies/{id}/: the active company shown on the dashboard. */
export function companyQuery(http: HttpClient, companyId: number) {
  return companyQueries.one(http, companyId);
}

/** GET companies/{id}/subscriptions/: every subscription of the company, as a plain array. */
export function subscriptionsQuery(http: HttpClient, companyId: number) {
  return companyQueries.subscriptions(http, companyId);
}

/** GET installations/total/: every installation the user can see, as the device list shows them unfiltered. */
export function installationTotalQuery(http: HttpClient) {
  return installationQueries.total(http);
}

/** GET installations/alert-counts/: how many installations have an open alert, per state, in one call. */
export function alertCountsQuery(http: HttpClient) {
  return installationQueries.alertCounts(http);
}

export const RECENT_READOUTS = 5;

/** The most recently read installations; the server sorts meters without readouts last. */
export function recentReadoutsQuery(http: HttpClient) {
  return queryOptions({
    ...installationQueries.list(http, { ordering: '-last_readout', limit: RECENT_READOUTS }),
    select: (page) => page.results.filter((row) => row.last_readout !== null),
  });
}

/** GET dashboard/water/: this month's highest losses of device groups and last night's highest night flows. */
export function waterHighlightsQuery(http: HttpClient) {
  return endpointQuery(http, waterBalanceEndpoints.highlights, {});
}

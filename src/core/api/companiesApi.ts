import type { Company } from '../contract/companies.ts';
import type { Page } from '../contract/pagination.ts';
import type { ListParams } from './ListParams.ts';
import type { HttpClient } from '../http/createHttpClient.ts';

/** GET companies/ (one page). */
export function listCompanies(http: HttpClient, query: ListParams = {}): Promise<Page<Company>> {
  return http.get('companies', { params: query });
}

/** GET companies/?no_page=true: every company the caller may see, as a plain array (select boxes). */
export function listAllCompanies(http: HttpClient, query: ListParams = {}): Promise<Company[]> {
  return http.get('companies', { params: { ...query, no_page: 'true' } });
}

/** GET companies/{id}/. */
export function getCompany(http: HttpClient, id: number): Promise<Company> {
  return http.get(`companies/${encodeURIComponent(id)}`);
}

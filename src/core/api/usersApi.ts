import type { Page } from '../contract/pagination.ts';
import type { ListParams } from './ListParams.ts';
import type { User } from '../contract/users.ts';
import type { HttpClient } from '../http/createHttpClient.ts';

/** GET users/ (one page). */
export function listUsers(http: HttpClient, query: ListParams = {}): Promise<Page<User>> {
  return http.get('users', { params: query });
}

/** GET users/{id}/. */
export function getUser(http: HttpClient, id: string): Promise<User> {
  return http.get(`users/${encodeURIComponent(id)}`);
}

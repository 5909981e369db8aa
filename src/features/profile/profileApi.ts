import type { User } from '../../core/contract/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';

export interface OwnProfileChange {
  name: string;
  language: string;
}

/** PATCH users/{own id}/ {name, language}: the one user change everybody may make for themselves. */
export function updateOwnProfile(http: HttpClient, userId: string, change: OwnProfileChange): Promise<User> {
  return http.patch(`users/${encodeURIComponent(userId)}`, change);
}

import type { User } from '../../core/contract/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { userQueries } from '../../queries/userQueries.ts';

/** GET users/?no_page=true: everyone a staff member may impersonate. */
export function impersonationCandidatesQuery(http: HttpClient) {
  return userQueries.all(http);
}

export interface ImpersonationCandidate {
  id: string;
  /** the name, or the email for a user without one */
  label: string;
  email: string;
}

/**
 * Who the server lets staff act as: active customers' users, never oneself nor another staff member. As
 * options of the user picker, which searches label and email.
 */
export function impersonationCandidates(users: readonly User[], ownId: string): ImpersonationCandidate[] {
  return users
    .filter((user) => user.is_active && user.type !== 'staff' && user.user_uuid !== ownId)
    .map((user) => ({ id: user.user_uuid, label: user.name || user.email, email: user.email }));
}

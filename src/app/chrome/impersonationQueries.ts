import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../core/contract/index.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';

/** GET users/?no_page=true: everyone a staff member may impersonate. */
export function impersonationCandidatesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['users', 'all'],
    queryFn: () => http.get<User[]>('users', { params: { no_page: 'true' } }),
  });
}

/** Active users other than oneself whose name or email contains the search text. */
export function filterCandidates(users: readonly User[], search: string, ownId: string): User[] {
  const needle = search.trim().toLocaleLowerCase();
  return users.filter(
    (user) =>
      user.is_active &&
      user.user_uuid !== ownId &&
      (!needle || `${user.name} ${user.email}`.toLocaleLowerCase().includes(needle)),
  );
}

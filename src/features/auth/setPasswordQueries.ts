import { queryOptions } from '@tanstack/react-query';
import { checkSetPasswordToken } from '../../core/api/authApi.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';

/** GET users/{id}/set_password/{token}/: is an activation or reset link still valid? */
export function setPasswordTokenQuery(http: HttpClient, userId: string, token: string) {
  // One portal instance keeps one http client and its own QueryClient, so http is not part of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['auth', 'set-password-token', userId, token],
    queryFn: () => checkSetPasswordToken(http, userId, token),
    retry: false,
    staleTime: Infinity,
  });
}

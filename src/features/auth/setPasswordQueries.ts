import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { userQueries } from '../../queries/userQueries.ts';

/** Is an activation or reset link still valid? Asked once: a spent or wrong link stays so. */
export function setPasswordTokenQuery(http: HttpClient, userId: string, token: string) {
  return queryOptions({
    ...userQueries.passwordLink(http, userId, token),
    retry: false,
    staleTime: Infinity,
  });
}

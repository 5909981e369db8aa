import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../core/http/ApiError.ts';

/** The query cache of one element instance, with the same defaults wherever a screen is shown. */
export function createElementQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers the server means (4xx) are final; only lost connections and 5xx are tried again, once.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
    },
  });
}

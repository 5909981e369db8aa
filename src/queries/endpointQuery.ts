import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, callEndpointAll } from '../core/api/callEndpoint.ts';
import type { AnyEndpoint, CallArgs, EndpointInput, EndpointItem, EndpointResult } from '../core/contract/endpoint.ts';
import type { HttpClient } from '../core/http/createHttpClient.ts';

/**
 * The query key of a call: the resource's root (its contract tag), the endpoint's path and the input.
 * One call has one key wherever it is made, so two screens share the cache and one invalidation.
 */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return [endpoint.tag, endpoint.spec.path, input ?? {}] as const;
}

type Caller<E extends AnyEndpoint> = (
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: { signal: AbortSignal },
) => Promise<unknown>;

/** queryOptions of a call under a key; `http` is not part of it (a portal or element keeps one client). */
function optionsOf<E extends AnyEndpoint, T>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  keyInput: EndpointInput<E> | undefined,
  call: Caller<E>,
) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- http is fixed per QueryClient, see above
  return queryOptions({
    queryKey: endpointKey(endpoint, keyInput),
    queryFn: ({ signal }) => call(http, endpoint, input, { signal }) as Promise<T>,
  });
}

/** queryOptions of one call of a declared endpoint. */
export function endpointQuery<E extends AnyEndpoint>(http: HttpClient, endpoint: E, ...[input]: CallArgs<E, never>) {
  return optionsOf<E, EndpointResult<E>>(http, endpoint, input, input, callEndpoint as Caller<E>);
}

/**
 * queryOptions of every item of a list endpoint (`no_page=true`), as a plain array: choices of a select box.
 * The key carries `no_page` as the call does, so it never meets a page of the same list.
 */
export function endpointQueryAll<E extends AnyEndpoint & { spec: { list: true } }>(
  http: HttpClient,
  endpoint: E,
  ...[input]: CallArgs<E, never>
) {
  const { query, ...rest } = (input ?? {}) as { query?: object };
  const keyInput = { ...rest, query: { ...query, no_page: 'true' } } as EndpointInput<E>;
  return optionsOf<E, Array<EndpointItem<E>>>(http, endpoint, input, keyInput, callEndpointAll as Caller<E>);
}

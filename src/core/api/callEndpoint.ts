import {
  endpointPath,
  type AnyEndpoint,
  type CallArgs,
  type EndpointMethod,
  type EndpointItem,
  type EndpointResult,
} from '../contract/endpoint.ts';
import type { Download, DownloadOptions, HttpClient, RequestOptions } from '../http/createHttpClient.ts';

/** Per-call options that are not part of the endpoint's input. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

function requestOf(endpoint: AnyEndpoint, input: object): { path: string; options: RequestOptions } {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  const { spec } = endpoint;
  const options: RequestOptions = {};
  if (query !== undefined) options.params = query as Record<string, unknown>;
  if (body !== undefined) options.data = body;
  if (spec.base === 'auth') options.base = 'auth';
  // public endpoints never send a bearer: a stale one must not turn a wrong password into a refresh
  if (spec.scope === 'public') options.auth = false;
  return { path: endpointPath(spec, params), options };
}

function send<T>(http: HttpClient, method: EndpointMethod, path: string, options: RequestOptions): Promise<T> {
  const { data, ...rest } = options;
  switch (method) {
    case 'GET':
      return http.get(path, rest);
    case 'DELETE':
      return http.delete(path, rest);
    case 'POST':
      return http.post(path, data, rest);
    case 'PATCH':
      return http.patch(path, data, rest);
    case 'PUT':
      return http.put(path, data, rest);
  }
}

/**
 * Calls a declared endpoint through the client (bases, bearer, refresh, notices and time-outs stay the
 * client's): the one typed way the portal, the elements and the CLI reach the API.
 */
export function callEndpoint<E extends AnyEndpoint>(
  http: HttpClient,
  endpoint: E,
  ...[input, options]: CallArgs<E, CallOptions>
): Promise<EndpointResult<E>> {
  const { path, options: request } = requestOf(endpoint, input ?? {});
  return send(http, endpoint.spec.method, path, { ...request, ...options });
}

/** Every item of a list endpoint (`no_page=true`), as a plain array. */
export async function callEndpointAll<E extends AnyEndpoint & { spec: { list: true } }>(
  http: HttpClient,
  endpoint: E,
  ...[input, options]: CallArgs<E, CallOptions>
): Promise<Array<EndpointItem<E>>> {
  const { path, options: request } = requestOf(endpoint, input ?? {});
  return send(http, endpoint.spec.method, path, {
    ...request,
    params: { ...request.params, no_page: 'true' },
    ...options,
  });
}

/** Downloads what a declared endpoint answers (export time-out, file name from Content-Disposition). */
export function downloadEndpoint<E extends AnyEndpoint>(
  http: HttpClient,
  endpoint: E,
  ...[input, options]: CallArgs<E, CallOptions & Pick<DownloadOptions, 'responseType'>>
): Promise<Download> {
  const { path, options: request } = requestOf(endpoint, input ?? {});
  return http.download(path, { ...request, ...options });
}

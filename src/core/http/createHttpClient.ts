import axios, { type AxiosRequestConfig, type AxiosResponse, type ResponseType } from 'axios';
import type { TokenPair } from '../contract/auth.ts';
import { authEndpoints } from '../contract/authEndpoints.ts';
import { embedKeyEndpoints } from '../contract/embedKeyEndpoints.ts';
import { TIMEOUTS } from '../domain/constants.ts';
import { ApiError } from './ApiError.ts';
import type { HttpClient, HttpClientConfig, HttpMethod, Notice, RequestOptions } from './HttpClient.ts';
import { endSession } from './endSession.ts';
import { logoutReasonOf } from './logoutReasonOf.ts';
import { parseContentDisposition } from './parseContentDisposition.ts';
import { refreshOnce } from './refreshOnce.ts';
import { resolvePath } from './resolvePath.ts';
import { toApiError } from './toApiError.ts';

export type {
  Download,
  DownloadOptions,
  HttpClient,
  HttpClientConfig,
  HttpMethod,
  LogoutReason,
  Notice,
  RequestOptions,
} from './HttpClient.ts';

const NOTICE_BY_STATUS: Partial<Record<number, Notice>> = { 404: 'not_found', 405: 'not_permitted' };

/** Login and refresh answer 401 for bad credentials; refreshing on those would loop. */
function isTokenCall(options: RequestOptions, path: string): boolean {
  return options.base === 'auth' && /^\/*token(\/refresh)?\/*(?:[?#]|$)/.test(path);
}

function headerOf(response: AxiosResponse, name: string): string | null {
  const value: unknown = response.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Browsers (XHR adapter) can hand a download over as a Blob; Node's adapter only gives bytes or a stream. */
function defaultResponseType(): ResponseType {
  return typeof XMLHttpRequest === 'undefined' ? 'arraybuffer' : 'blob';
}

/** The client of spec sections 7-9: bases, trailing slash, bearer, Accept-Language, time-outs, refresh, errors. */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const store = config.tokenStore;
  const timeouts = { apiMs: TIMEOUTS.apiMs, authMs: TIMEOUTS.authMs, exportMs: TIMEOUTS.exportMs, ...config.timeouts };
  // DRF reads repeated keys (`?id=1&id=2`), not axios's default `id[]=1`.
  const instance = axios.create({
    paramsSerializer: { indexes: null },
    ...(config.adapter && { adapter: config.adapter }),
  });

  function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    access: string | null,
    extra: AxiosRequestConfig,
  ): Promise<AxiosResponse> {
    return instance.request({
      method,
      url: resolvePath(options.base === 'auth' ? config.authBase : config.apiBase, path),
      params: options.params,
      data: options.data,
      timeout: options.timeoutMs ?? (options.base === 'auth' ? timeouts.authMs : timeouts.apiMs),
      signal: options.signal,
      headers: {
        'Accept-Language': config.locale(),
        // axios labels a body-less POST as a form, which the server refuses with 415; `false` drops the header.
        ...(options.data === undefined && { 'Content-Type': false }),
        ...(access !== null && { Authorization: `Bearer ${access}` }),
        ...options.headers,
      },
      ...extra,
    });
  }

  /** An embed key's token: the exchange again, as the key is what stays valid. */
  async function exchangeEmbedKey(embedKey: string): Promise<TokenPair> {
    try {
      const response = await instance.request<Partial<TokenPair>>({
        method: 'POST',
        url: resolvePath(config.authBase, embedKeyEndpoints.token.spec.path),
        data: { key: embedKey },
        timeout: timeouts.authMs,
        headers: { 'Accept-Language': config.locale() },
      });
      const { access } = response.data ?? {};
      if (typeof access !== 'string') throw new ApiError('The exchange answered without a token', { status: null });
      const pair = { access, refresh: '' };
      store.setTokens(pair);
      return pair;
    } catch (error) {
      store.setTokens(null);
      throw notify(await toApiError(error));
    }
  }

  async function refresh(): Promise<TokenPair> {
    if (config.embedKey) return exchangeEmbedKey(config.embedKey);
    const spent = store.getTokens();
    try {
      if (!spent?.refresh) throw new ApiError('No refresh token', { status: null });
      const response = await instance.request<Partial<TokenPair>>({
        method: 'POST',
        url: resolvePath(config.authBase, authEndpoints.refresh.spec.path),
        data: { refresh: spent.refresh },
        timeout: timeouts.authMs,
        headers: { 'Accept-Language': config.locale() },
      });
      const { access, refresh: rotated } = response.data ?? {};
      if (typeof access !== 'string') throw new ApiError('Refresh answered without an access token', { status: null });
      // Without rotation the server sends no new refresh token; the old one stays valid.
      const pair = { access, refresh: typeof rotated === 'string' ? rotated : spent.refresh };
      store.setTokens(pair);
      return pair;
    } catch (error) {
      if (store.getTokens()?.access === spent?.access) endSession(config, 'refresh_failed');
      throw await toApiError(error);
    }
  }

  function notify(error: ApiError): ApiError {
    const notice = error.status !== null && error.status >= 500 ? 'server_error' : NOTICE_BY_STATUS[error.status ?? 0];
    if (notice) config.onNotice?.(notice);
    return error;
  }

  async function execute(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    extra: AxiosRequestConfig = {},
  ): Promise<AxiosResponse> {
    const useAuth = options.auth !== false;
    if (useAuth && config.embedKey && !store.getTokens()?.access) await refreshOnce(store, refresh);
    for (let attempt = 0; ; attempt++) {
      const access = useAuth ? (store.getTokens()?.access ?? null) : null;
      let failure: ApiError;
      try {
        return await send(method, path, options, access, extra);
      } catch (error) {
        failure = await toApiError(error);
      }
      // Unauthenticated calls (login above all) just reject with the server's detail.
      if (failure.status !== 401 || access === null) throw notify(failure);
      const reason = logoutReasonOf(failure);
      if (reason !== null) {
        if (store.getTokens()?.access === access) endSession(config, reason);
        throw failure;
      }
      if (attempt > 0 || isTokenCall(options, path)) throw failure;
      // Someone refreshed while this call was on the wire: the new token is already there.
      if (store.getTokens()?.access === access) await refreshOnce(store, refresh);
      if (store.getTokens() === null) throw failure;
    }
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await execute(method, path, options);
    return response.data as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, data, options) => request('POST', path, { ...options, data }),
    put: (path, data, options) => request('PUT', path, { ...options, data }),
    patch: (path, data, options) => request('PATCH', path, { ...options, data }),
    delete: (path, options) => request('DELETE', path, options),
    async download(path, options = {}) {
      const { responseType = defaultResponseType(), ...rest } = options;
      const response = await execute(
        'GET',
        path,
        { ...rest, timeoutMs: rest.timeoutMs ?? timeouts.exportMs },
        { responseType },
      );
      return {
        data: response.data,
        fileName: parseContentDisposition(headerOf(response, 'content-disposition')),
        contentType: headerOf(response, 'content-type'),
      };
    },
    tokenStore: store,
    embedded: Boolean(config.embedKey),
    config,
  };
}

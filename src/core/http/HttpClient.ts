import type { AxiosAdapter } from 'axios';
import type { TokenStore } from '../auth/TokenStore.ts';

/** The client's configuration and interface; createHttpClient.ts builds one. */
export type Notice = 'server_error' | 'not_permitted' | 'not_found' | 'token_expired';
export type LogoutReason = 'token_invalid' | 'user_not_found' | 'user_inactive' | 'refresh_failed' | 'user';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientConfig {
  /** e.g. '/api/' or 'http://127.0.0.1:8080/api/' */
  apiBase: string;
  /** e.g. '/auth/' */
  authBase: string;
  /** sent as Accept-Language */
  locale: () => string;
  tokenStore: TokenStore;
  onLoggedOut?: (reason: LogoutReason) => void;
  onNotice?: (notice: Notice) => void;
  /** defaults: TIMEOUTS in constants.ts */
  timeouts?: Partial<{ apiMs: number; authMs: number; exportMs: number }>;
  /** replaces axios's transport, for tests */
  adapter?: AxiosAdapter;
  /**
   * A partner page's embed key: the client trades it (with the page's Origin, which the browser adds) for a
   * short-lived read-only token before its first call, and again whenever that token runs out.
   */
  embedKey?: string;
}

export interface RequestOptions {
  base?: 'api' | 'auth';
  params?: Record<string, unknown>;
  data?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** default true: send the bearer access token, and refresh it on a 401 */
  auth?: boolean;
}

export type DownloadOptions = RequestOptions & { responseType?: 'blob' | 'arraybuffer' | 'stream' };

export interface Download {
  data: unknown;
  fileName: string | null;
  contentType: string | null;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** export time-out (100 s); file name from Content-Disposition (RFC 6266 incl. filename*=UTF-8''…), else null */
  download(path: string, options?: DownloadOptions): Promise<Download>;
  readonly tokenStore: TokenStore;
  /** true with an embed key: the client gets its own token, so an empty store is no signed-out state */
  readonly embedded: boolean;
  readonly config: HttpClientConfig;
}

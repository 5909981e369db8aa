import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createStore } from 'jotai';
import type { HttpClient, LogoutReason, Notice } from '../../../core/http/createHttpClient.ts';
import type { LocaleTexts } from '../../../features/common/LocaleTexts.ts';
import { createElementClient, type ElementConnection } from './createElementClient.ts';
import { createElementI18n, currentLocale } from './createElementI18n.ts';
import { createElementQueryClient } from './createElementQueryClient.ts';
import { elementLocale } from './elementLocale.ts';

export interface ElementRuntimeOptions {
  connection: ElementConnection;
  /** the sections shown first (`virtual:locale-texts/...`), loaded in the start language before this resolves */
  texts: readonly LocaleTexts[];
  /** the page's local storage (stored session, saved language); default `localStorage` */
  storage?: Storage;
  /** default `navigator.languages` */
  languages?: readonly string[];
  onLoggedOut?: (reason: LogoutReason, runtime: ElementRuntime) => void;
  onNotice?: (notice: Notice, runtime: ElementRuntime) => void;
}

/**
 * What one element instance owns: its client, query cache, jotai store and language, so two elements on a
 * page never share state; only the stored session (and so its refresh) is shared, through the token store.
 */
export interface ElementRuntime {
  connection: ElementConnection;
  http: HttpClient;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  dispose(): void;
}

/**
 * Builds the runtime of `<meter-portal>`, `<report-chart>` and the like. An element that needs no query cache
 * or store (`<meter-map>`, whose size budget they would strain) takes `createElementI18n` and
 * `createElementClient` of this kit on their own.
 */
export async function createElementRuntime(options: ElementRuntimeOptions): Promise<ElementRuntime> {
  const { connection, onLoggedOut, onNotice } = options;
  const storage = options.storage ?? localStorage;
  const locale = elementLocale(connection.locale, { storage, languages: options.languages });
  const i18n = await createElementI18n(locale, options.texts);
  const queryClient = createElementQueryClient();
  const http = createElementClient(connection, {
    storage,
    locale: () => currentLocale(i18n),
    onLoggedOut: onLoggedOut && ((reason) => onLoggedOut(reason, runtime)),
    onNotice: onNotice && ((notice) => onNotice(notice, runtime)),
  });
  const runtime: ElementRuntime = {
    connection,
    http,
    queryClient,
    store: createStore(),
    i18n,
    dispose: () => queryClient.clear(),
  };
  return runtime;
}

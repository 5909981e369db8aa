import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { createStore } from 'jotai';
import { initReactI18next } from 'react-i18next';
// Named imports: the element carries the report and widget texts only, not the whole portal's English file.
import { reports, widgets } from '../locales/en.json';
import { resolveLocale } from '../src/app/i18n/resolveLocale.ts';
import { createBrowserTokenStore } from '../src/core/auth/createBrowserTokenStore.ts';
import { createMemoryTokenStore } from '../src/core/auth/createMemoryTokenStore.ts';
import elementTexts from 'virtual:locale-texts/chartElement=reports+widgets';
import { DEFAULT_LOCALE, STORAGE_KEYS, type Locale } from '../src/core/domain/constants.ts';
import { createHttpClient, type HttpClient } from '../src/core/http/createHttpClient.ts';

type Texts = { reports: typeof reports; widgets: typeof widgets };

export interface ReportChartConnection {
  apiBase?: string;
  authBase?: string;
  /** a bearer token from the embedding page; without it the portal's stored session is used */
  token?: string;
}

/** What one `<report-chart>` owns: its client, cache, store and language, so two charts never share state. */
export interface ReportChartRuntime {
  http: HttpClient;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  dispose: () => void;
}

/** The attribute's language, else the portal's saved choice, else the browser's, else English. */
export function reportChartLocale(attribute: string | undefined): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    // Storage denied: the browser's language decides.
  }
  return resolveLocale({ forced: attribute, saved, browser: navigator.languages });
}

export async function switchReportChartLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    const all = locale === 'en' ? { reports, widgets } : ((await elementTexts[locale]()).default as Texts);
    instance.addResourceBundle(locale, 'translation', { reports: all.reports, widgets: all.widgets }, true, true);
  }
  await instance.changeLanguage(locale);
}

export async function createReportChartRuntime(
  connection: ReportChartConnection,
  locale: Locale,
): Promise<ReportChartRuntime> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en: { translation: { reports, widgets } } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await switchReportChartLocale(instance, locale);
  const tokenStore = connection.token ? createMemoryTokenStore() : createBrowserTokenStore(localStorage);
  if (connection.token) tokenStore.setTokens({ access: connection.token, refresh: '' });
  const http = createHttpClient({
    apiBase: connection.apiBase || '/api/',
    authBase: connection.authBase || '/auth/',
    locale: () => instance.language || DEFAULT_LOCALE,
    tokenStore,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  return { http, queryClient, store: createStore(), i18n: instance, dispose: () => queryClient.clear() };
}

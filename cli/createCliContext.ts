import { createFileTokenStore } from '../src/core/auth/createFileTokenStore.ts';
import { createMemoryTokenStore } from '../src/core/auth/createMemoryTokenStore.ts';
import { createSession, type Session } from '../src/core/auth/createSession.ts';
import type { TokenStore } from '../src/core/auth/TokenStore.ts';
import { createInstance, type TFunction } from 'i18next';
import { createHttpClient, type HttpClient, type LogoutReason } from '../src/core/http/createHttpClient.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/core/domain/constants.ts';

/** The options every command inherits from the program (each bound to an environment variable). */
export interface GlobalOptions {
  apiBase: string;
  authBase: string;
  lang: string;
  json?: boolean;
}

export interface CliContextOptions extends GlobalOptions {
  /** An access token to use instead of the stored session (METER_PORTAL_TOKEN); it cannot be refreshed. */
  token?: string;
  /** Where the session file is looked up (XDG_CONFIG_HOME, HOME); default process.env. */
  env?: Record<string, string | undefined>;
}

export interface CliContext {
  http: HttpClient;
  session: Session;
  tokenStore: TokenStore;
  apiBase: string;
  authBase: string;
  /** true when the token came from the environment rather than the session file */
  usesEnvToken: boolean;
  /** Why the client ended the session during this run, if it did. */
  endedReason(): LogoutReason | null;
}

/** One client per run, built from the global options: same bases, bearer and refresh rules as the portal. */
export function createCliContext(options: CliContextOptions): CliContext {
  const usesEnvToken = Boolean(options.token);
  let ended: LogoutReason | null = null;
  const tokenStore = usesEnvToken ? createMemoryTokenStore() : createFileTokenStore({ env: options.env });
  // An empty refresh token makes the client's refresh fail at once and end the run's session, which is
  // what a bare access token allows.
  if (options.token) tokenStore.setTokens({ access: options.token, refresh: '' });
  const http = createHttpClient({
    apiBase: options.apiBase,
    authBase: options.authBase,
    locale: () => options.lang,
    tokenStore,
    onLoggedOut: (reason) => {
      ended = reason;
    },
  });
  return {
    http,
    session: createSession(http),
    tokenStore,
    apiBase: options.apiBase,
    authBase: options.authBase,
    usesEnvToken,
    endedReason: () => ended,
  };
}

/**
 * The labels of the API's codes (module types, roles, tour states …) in the language of `--lang`, for the
 * tables a command prints: the same texts as the portal's, from `locales/<lang>.json` (English for a
 * language the portal does not have). The CLI's own words stay English.
 */
export async function createCliLabels(lang: string): Promise<TFunction> {
  const locale = (LOCALES as readonly string[]).includes(lang) ? lang : DEFAULT_LOCALE;
  const [{ default: texts }, { default: english }] = await Promise.all([
    import(`../locales/${locale}.json`, { with: { type: 'json' } }) as Promise<{ default: object }>,
    import('../locales/en.json', { with: { type: 'json' } }),
  ]);
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: { translation: texts }, [DEFAULT_LOCALE]: { translation: english } },
    interpolation: { escapeValue: false },
  });
  // fixed to the language, so the tables can also write dates in it (cliDates.ts)
  return i18n.getFixedT(locale);
}

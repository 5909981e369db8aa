import { FEATURE_FLAGS, isLocale, type FeatureFlag, type Locale } from '../../core/domain/index.ts';
import { DEFAULT_SUPPORT_URL } from '../../core/domain/supportLinks.ts';

export type RoutingMode = 'browser' | 'hash' | 'memory';

/**
 * Everything the shell needs to know about where it runs. The standalone page builds it from the build
 * environment (standaloneConfig.ts), the `<meter-portal>` element from its attributes.
 */
export interface PortalConfig {
  apiBase: string;
  authBase: string;
  features: readonly FeatureFlag[];
  /** The support page's address, `{lang}` standing for the UI language (en, de, fr or pl; others get en). */
  supportUrl: string;
  routing: RoutingMode;
  /** Only then does the shell write document.title (always for the standalone page). */
  setTitle: boolean;
  /** True inside a custom element: no service worker, no writes to the host document. */
  embedded: boolean;
  /** A language forced by the embedding page; otherwise saved choice, then browser. */
  locale?: Locale;
  /** A bearer token given by the embedding page instead of the stored session. */
  token?: string;
}

export const DEFAULT_API_BASE = '/api/';
export const DEFAULT_AUTH_BASE = '/auth/';
export const DEFAULT_FEATURES = 'SONICO,MEX';

/** 'SONICO,MEX' -> ['SONICO','MEX']; unknown names are ignored, an empty string turns every flag off. */
export function parseFeatureFlags(value: string | undefined): FeatureFlag[] {
  const names = (value ?? DEFAULT_FEATURES).split(/[\s,]+/).map((name) => name.trim().toUpperCase());
  return FEATURE_FLAGS.filter((flag) => names.includes(flag));
}

export function parseRoutingMode(value: string | undefined, fallback: RoutingMode): RoutingMode {
  return value === 'hash' || value === 'memory' || value === 'browser' ? value : fallback;
}

export interface ConfigSource {
  VITE_API_BASE?: string;
  VITE_AUTH_BASE?: string;
  VITE_FEATURES?: string;
  VITE_SUPPORT_URL?: string;
}

/** The standalone page: bases and flags from the build environment, browser history, titles always set. */
export function standaloneConfig(env: ConfigSource): PortalConfig {
  return {
    apiBase: env.VITE_API_BASE || DEFAULT_API_BASE,
    authBase: env.VITE_AUTH_BASE || DEFAULT_AUTH_BASE,
    features: parseFeatureFlags(env.VITE_FEATURES),
    supportUrl: env.VITE_SUPPORT_URL || DEFAULT_SUPPORT_URL,
    routing: 'browser',
    setTitle: true,
    embedded: false,
  };
}

export interface ElementAttributes {
  apiBase?: string;
  authBase?: string;
  locale?: string;
  routing?: string;
  setTitle?: boolean;
  supportUrl?: string;
  token?: string;
}

/** The `<meter-portal>` element: attributes first, build environment for whatever they leave out. */
export function elementConfig(attributes: ElementAttributes, env: ConfigSource): PortalConfig {
  const base = standaloneConfig(env);
  return {
    ...base,
    apiBase: attributes.apiBase || base.apiBase,
    authBase: attributes.authBase || base.authBase,
    supportUrl: attributes.supportUrl || base.supportUrl,
    routing: parseRoutingMode(attributes.routing, 'memory') === 'hash' ? 'hash' : 'memory',
    setTitle: attributes.setTitle === true,
    embedded: true,
    ...(isLocale(attributes.locale) && { locale: attributes.locale }),
    ...(attributes.token && { token: attributes.token }),
  };
}

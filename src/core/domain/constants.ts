/** Business constants and limits of spec section 9. */
export const PRODUCT = { name: 'Meter Portal', motto: 'swiss.smart.simple.', version: '2.1.3' } as const;
export const FEATURE_FLAGS = ['SONICO', 'MEX'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const TIMEOUTS = {
  apiMs: 30_000,
  authMs: 20_000,
  exportMs: 100_000,
  chunkLoadMs: 120_000,
  loadingScreenMs: 10_000,
} as const;

export const GRID_LIMIT = 100;
export const QUERY_ALL = { limit: 99_999, offset: 0 } as const;
export const CHART_INSTALLATIONS_LIMIT = 9_999;
export const KEYS_LIMIT = 9_999;
export const FILTER_DEBOUNCE_MS = 300;
/** Async task ids are random whole numbers below this bound. */
export const TASK_ID_BOUND = 100_000;

export const DEFAULT_MEX_TABLET_QUOTA = 5;

export const TOAST_AUTO_CLOSE_MS = { auth: 3_000, other: 5_000 } as const;

export const REPORT_LIVE_UPDATE_MS = 60_000;

export const MAP = { center: { lat: 46.5, lng: 25.7 }, zoom: 3, singlePointZoom: 7, maxZoom: 20 } as const;

/**
 * The map's tiles when a deployment configures none: OpenStreetMap's standard raster tiles, with the credit
 * their tile usage policy asks for. The server's Content-Security-Policy allows their host in that case.
 */
export const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
} as const;

/**
 * Tile settings (VITE_MAP_TILE_URL, an element's `tile-url`) that name no URL template: `local`, the reference
 * server's own grid tiles under the API base; `offline`, no tiles at all (the bundled base layer alone).
 */
export const MAP_TILE_KEYWORDS = { local: 'local', offline: 'offline' } as const;

export const PASSWORD_MIN_LENGTH = 8;

export const STORAGE_KEYS = {
  tokens: 'auth.tokens',
  current: 'auth.current',
  locale: 'locale',
  reportCharts: 'report.charts',
  /** followed by `.<user uuid>`: the meter the user last opened on the Reports screen */
  reportLastMeter: 'report.lastMeter',
  cookieConsent: 'cookie.consent',
} as const;

export const LOCALES = ['en', 'de', 'el', 'pl', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Support links are per language (en, de, fr, pl); Greek falls back to English. */
export const SUPPORT_LANGUAGES = ['en', 'de', 'fr', 'pl'] as const;

export function randomTaskId(random: () => number = Math.random): number {
  return Math.floor(random() * TASK_ID_BOUND);
}

/**
 * Above `serverPoints` points in its filters the map asks the server for the clusters of each viewport instead
 * of loading every point and clustering in the browser (about 1 s at 100,000 points, out of reach at 1,000,000).
 * From `pointsZoom` the server answers every point of the viewport singly (the map's highest zoom levels).
 */
export const MAP_CLUSTERS = { serverPoints: 50_000, pointsZoom: 19, cellPx: 64, debounceMs: 150 } as const;

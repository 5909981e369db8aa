import { isIP } from 'node:net';
import path from 'node:path';
import type { LogFormat } from './http/loggerOptions.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder for the embedded database, the JWT secret and the mail outbox. */
  dataDir: string;
  /** `postgres://…` to use a real PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Keep the embedded database in memory (tests). */
  inMemory: boolean;
  jwtSecret?: string;
  /** KEYS_MASTER_KEY: wraps the data keys of communication-module keys (generated into a file when unset) */
  keysMasterKey?: string;
  /**
   * KEYS_MASTER_KEY_FILE: the file of the generated master key; unset, `<dataDir>.keys/keys-master-key`, outside
   * the data folder so that a copy of it cannot unwrap the keys it holds
   */
  keysMasterKeyFile?: string;
  /** WORKFLOW_URL: the workflow (ERP) service serving sales-order documents; unset, the server renders them */
  workflowUrl?: string;
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
  /**
   * CALLER_CACHE_SECONDS: how long a request's caller (user, profiles, company services) is reused without a
   * query; every change through this server invalidates it at once, so the lifetime only bounds changes
   * made elsewhere (hand-made SQL). 0 turns the cache off.
   */
  callerCacheSeconds: number;
  /** Base URL used in mailed links. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Seed demo data: 'auto' seeds an empty embedded database only. */
  seedDemo: 'auto' | 'always' | 'never';
  loginRateLimit: { max: number; windowSeconds: number };
  /**
   * Proxies whose X-Forwarded-For/-Proto/-Host headers are believed (Fastify's `trustProxy`): none, the
   * number of proxy hops in front of the server, or their addresses and CIDR ranges. Believing every
   * sender would let any client pick the address the login throttle counts by.
   */
  trustProxy: false | number | string[];
  /** Built portal (dist/portal), element library (dist/elements) and demo page to serve, if present. */
  staticRoot: string;
  /** serve the `*.map` files next to the built scripts (they hold the original source) */
  serveSourceMaps: boolean;
  /** CSP frame-ancestors: who may show the pages in a frame */
  frameAncestors: string[];
  /** CORS_ORIGINS: origins whose pages may call the API with a signed-in user's token */
  corsOrigins: string[];
  /** PARTNER_PORT: the demo partner page's port (another origin); 0 turns it off */
  partnerPort: number;
  /**
   * The map tile URL template and place search the portal was built with (VITE_MAP_TILE_URL,
   * VITE_MAP_GEOCODER_URL), whose hosts the Content-Security-Policy must allow. No tile URL: the portal
   * shows OpenStreetMap's tiles; `local` or `offline`: no tile host at all.
   */
  mapTileUrl?: string;
  mapGeocoderUrl?: string;
  logLevel: string;
  /** `auto`: readable lines on a terminal, JSON otherwise (LOG_FORMAT) */
  logFormat: LogFormat;
  /** a real CRM's HTTP API for company imports (docs/crm.md); unset: the bundled demo CRM */
  crmUrl?: string;
  /** bearer token for CRM_URL; never logged */
  crmToken?: string;
  /**
   * TASK_LEASE_SECONDS (PostgreSQL): a running task renews its claim on the queue job this often × 3; a
   * claim not renewed for this long is an instance that died, and another instance takes the task over.
   */
  taskLeaseSeconds: number;
  /** TASK_RETRIES (PostgreSQL): takeovers of an interrupted task before it fails as interrupted */
  taskRetries: number;
  /** a ChirpStack v4 network server that LoRa registrations go to (CHIRPSTACK_*); unset: registrations stay local */
  chirpstack?: ChirpstackConfig;
  /** VALIDATION_HOUR: the hour (0–23, UTC) of the daily validation of every company's new readings */
  validationHour: number;
}

/** Where LoRa devices are registered: ChirpStack v4's REST API (chirpstack-rest-api) and what a device needs. */
export interface ChirpstackConfig {
  /** CHIRPSTACK_URL: the REST API's base, whose paths start with `/api/` (e.g. http://chirpstack:8090) */
  url: string;
  /** CHIRPSTACK_API_TOKEN: an API key of the tenant (or admin); never logged */
  token: string;
  /** CHIRPSTACK_APPLICATION_ID: the application (uuid) new devices are created in */
  applicationId: string;
  /** CHIRPSTACK_DEVICE_PROFILE_ID: the device profile (uuid, OTAA, LoRaWAN 1.0.x) of new devices */
  deviceProfileId: string;
  /** CHIRPSTACK_TIMEOUT_SECONDS: the longest wait for one answer (default 10) */
  timeoutMs: number;
}

/** proxy-addr's names for the loopback, link-local and private ranges */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) ? Number(bits) <= max : isIP(bits) === 4 && isIP(address) === 4;
}

/** TRUST_PROXY: unset, empty or `false` trusts no proxy; a number is a hop count; else addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined)
    throw new Error(
      `TRUST_PROXY: "${wrong}" is not an address, a CIDR range or a hop count (trusting every sender is not offered: clients could choose their own address)`,
    );
  return entries;
}

/**
 * Fastify's `trustProxy` for the setting. Fastify ignores a bare hop count (it cannot check the nearest
 * peer), so a count becomes proxy-addr's test "the first n addresses from the socket are proxies", as
 * Express reads it: right only when clients cannot reach the server except through those proxies.
 */
export function trustProxyOption(
  trust: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const FRAME_SOURCE =
  /^(?:'self'|https?:|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+|:\*)?|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i;

/**
 * FRAME_ANCESTORS: CSP sources separated by spaces or commas (`self` and `none` may go unquoted);
 * default `'self'`. Anything but a keyword, a scheme or a host is refused, so no value can end the
 * directive and start another.
 */
export function parseFrameAncestors(value: string | undefined): string[] {
  const sources = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((source) => (/^'?(self|none)'?$/i.test(source) ? `'${source.replace(/'/g, '').toLowerCase()}'` : source));
  if (sources.length === 0) return ["'self'"];
  if (sources.includes("'none'")) {
    if (sources.length > 1) throw new Error("FRAME_ANCESTORS: 'none' cannot be combined with other sources");
    return sources;
  }
  const wrong = sources.find((source) => !FRAME_SOURCE.test(source));
  if (wrong !== undefined)
    throw new Error(`FRAME_ANCESTORS: "${wrong}" is not a CSP source (e.g. 'self', https://partner.example)`);
  return sources;
}

/** CORS_ORIGINS: exact origins separated by spaces or commas (`https://partner.example`); default none. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const wrong = origins.find((origin) => !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin));
  if (wrong !== undefined) throw new Error(`CORS_ORIGINS: "${wrong}" is not an origin (e.g. https://partner.example)`);
  return origins.map((origin) => origin.toLowerCase());
}

/** LOG_FORMAT: auto (default), json or pretty. */
export function logFormatOf(value: string | undefined): LogFormat {
  if (value === undefined || value === '') return 'auto';
  if (value === 'auto' || value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT: "${value}" is not auto, json or pretty`);
}

const int = (value: string | undefined, fallback: number) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;

const CHIRPSTACK_SETTINGS = [
  'CHIRPSTACK_URL',
  'CHIRPSTACK_API_TOKEN',
  'CHIRPSTACK_APPLICATION_ID',
  'CHIRPSTACK_DEVICE_PROFILE_ID',
] as const;

/**
 * CHIRPSTACK_URL, CHIRPSTACK_API_TOKEN, CHIRPSTACK_APPLICATION_ID, CHIRPSTACK_DEVICE_PROFILE_ID: all four or
 * none. None keeps registrations local; some of them is a mistake the server refuses to start with.
 */
export function parseChirpstack(env: Record<string, string | undefined>): ChirpstackConfig | undefined {
  const missing = CHIRPSTACK_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length === CHIRPSTACK_SETTINGS.length) return undefined;
  if (missing.length > 0)
    throw new Error(`ChirpStack registration needs ${CHIRPSTACK_SETTINGS.join(', ')}; missing: ${missing.join(', ')}`);
  const url = env.CHIRPSTACK_URL!.trim();
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url))
    throw new Error(`CHIRPSTACK_URL: "${url}" is not an http(s) URL (e.g. http://chirpstack:8090)`);
  return {
    url: url.replace(/\/+$/, ''),
    token: env.CHIRPSTACK_API_TOKEN!.trim(),
    applicationId: env.CHIRPSTACK_APPLICATION_ID!.trim(),
    deviceProfileId: env.CHIRPSTACK_DEVICE_PROFILE_ID!.trim(),
    timeoutMs: Math.max(1, int(env.CHIRPSTACK_TIMEOUT_SECONDS, 10)) * 1000,
  };
}

/** VALIDATION_HOUR: an hour of the day, 0–23 (UTC); unset, 3. */
export function parseHour(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  if (!/^\d{1,2}$/.test(text) || Number(text) > 23) throw new Error(`${name}: "${text}" is not an hour from 0 to 23`);
  return Number(text);
}

/** Every environment variable the server reads (documented in the README). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  // loopback unless asked: the demo data's passwords and keys are public
  const host = env.HOST || 'localhost';
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    inMemory: false,
    jwtSecret: env.JWT_SECRET || undefined,
    keysMasterKey: env.KEYS_MASTER_KEY || undefined,
    keysMasterKeyFile: env.KEYS_MASTER_KEY_FILE || undefined,
    workflowUrl: env.WORKFLOW_URL || undefined,
    accessLifetimeSeconds: int(env.ACCESS_TOKEN_LIFETIME, 300),
    refreshLifetimeSeconds: int(env.REFRESH_TOKEN_LIFETIME, 86_400),
    callerCacheSeconds: int(env.CALLER_CACHE_SECONDS, 2),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Meter Portal <no-reply@localhost>',
    seedDemo: env.SEED_DEMO === 'true' ? 'always' : env.SEED_DEMO === 'false' ? 'never' : 'auto',
    loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT, 10), windowSeconds: int(env.LOGIN_RATE_WINDOW, 60) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    staticRoot: path.resolve(env.STATIC_ROOT ?? '.'),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    partnerPort: int(env.PARTNER_PORT, port + 1),
    mapTileUrl: env.VITE_MAP_TILE_URL || undefined,
    mapGeocoderUrl: env.VITE_MAP_GEOCODER_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT),
    crmUrl: env.CRM_URL || undefined,
    crmToken: env.CRM_TOKEN || undefined,
    taskLeaseSeconds: Math.max(3, int(env.TASK_LEASE_SECONDS, 60)),
    taskRetries: int(env.TASK_RETRIES, 2),
    chirpstack: parseChirpstack(env),
    validationHour: parseHour('VALIDATION_HOUR', env.VALIDATION_HOUR, 3),
  };
}

import path from 'node:path';

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
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
  /** Base URL used in mailed links. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Seed demo data: 'auto' seeds an empty embedded database only. */
  seedDemo: 'auto' | 'always' | 'never';
  loginRateLimit: { max: number; windowSeconds: number };
  /** Built portal (dist/portal), element library (dist/elements) and demo page to serve, if present. */
  staticRoot: string;
  logLevel: string;
}

const int = (value: string | undefined, fallback: number) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;

/** Every environment variable the server reads (documented in the README). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const host = env.HOST ?? '0.0.0.0';
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    inMemory: false,
    jwtSecret: env.JWT_SECRET || undefined,
    accessLifetimeSeconds: int(env.ACCESS_TOKEN_LIFETIME, 300),
    refreshLifetimeSeconds: int(env.REFRESH_TOKEN_LIFETIME, 86_400),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Meter Portal <no-reply@localhost>',
    seedDemo: env.SEED_DEMO === 'true' ? 'always' : env.SEED_DEMO === 'false' ? 'never' : 'auto',
    loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT, 10), windowSeconds: int(env.LOGIN_RATE_WINDOW, 60) },
    staticRoot: path.resolve(env.STATIC_ROOT ?? '.'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

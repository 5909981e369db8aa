import { createSnapshotStore, type TokenSnapshot } from './createSnapshotStore.ts';
import { readCurrent, readTokens } from './readSnapshot.ts';
import type { ReloadableTokenStore } from './TokenStore.ts';

export interface FileTokenStoreOptions {
  /** default `${XDG_CONFIG_HOME || ~/.config}/meter-portal/session.json` */
  path?: string;
  /** default process.env */
  env?: Record<string, string | undefined>;
}

/** One store per file, so every client of one CLI run shares a session and its single-flight refresh. */
const stores = new Map<string, ReloadableTokenStore>();

/**
 * Node's modules are fetched at call time rather than imported, so the auth barrel stays loadable in a
 * browser bundle, where this function is never called.
 */
function node() {
  const proc = (globalThis as { process?: NodeJS.Process }).process;
  if (typeof proc?.getBuiltinModule !== 'function')
    throw new Error('createFileTokenStore needs Node.js 20.16 or later');
  return {
    fs: proc.getBuiltinModule('node:fs'),
    os: proc.getBuiltinModule('node:os'),
    path: proc.getBuiltinModule('node:path'),
  };
}

function defaultPath(env: Record<string, string | undefined>): string {
  const { os, path } = node();
  const configHome = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  return path.join(configHome, 'meter-portal', 'session.json');
}

function load(file: string): TokenSnapshot {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(node().fs.readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null) saved = parsed as Record<string, unknown>;
  } catch {
    // No file yet, or an unreadable one: start logged out.
  }
  return {
    tokens: readTokens(saved.tokens),
    current: readCurrent(saved.current),
    original: readTokens(saved.original),
  };
}

/** Tokens are secrets: folder 0700, file 0600, written whole through a rename so a crash never leaves half a file. */
function save(file: string, snapshot: TokenSnapshot): void {
  const { fs, path } = node();
  if (snapshot.tokens === null && snapshot.current === null && snapshot.original === null) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(snapshot, null, 2), { mode: 0o600 });
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, file);
}

/** Session of the CLI, kept in a file that only its owner can read (Node only). */
export function createFileTokenStore(options: FileTokenStoreOptions = {}): ReloadableTokenStore {
  const file = node().path.resolve(options.path ?? defaultPath(options.env ?? process.env));
  const existing = stores.get(file);
  if (existing) return existing;
  const { store: base, replace } = createSnapshotStore(load(file), (snapshot) => save(file, snapshot));
  const store: ReloadableTokenStore = { ...base, reload: () => replace(load(file)) };
  stores.set(file, store);
  return store;
}

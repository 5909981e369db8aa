import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserTokenStore } from '../../src/core/auth/createBrowserTokenStore.ts';
import { createFileTokenStore } from '../../src/core/auth/createFileTokenStore.ts';
import { createMemoryTokenStore } from '../../src/core/auth/createMemoryTokenStore.ts';
import type { CurrentUser } from '../../src/core/contract/auth.ts';
import { fakeUser } from './support/createFakeAuthBackend.ts';
import { MemoryStorage } from './support/MemoryStorage.ts';

const pair = { access: 'access-1', refresh: 'refresh-1' };
const staffPair = { access: 'access-staff', refresh: 'refresh-staff' };
const user: CurrentUser = fakeUser('user@example.com');

describe('memory token store', () => {
  it('keeps values by identity and tells subscribers of each change until they unsubscribe', () => {
    const store = createMemoryTokenStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);

    store.setTokens(pair);
    store.setCurrent(user);
    store.setOriginalTokens(staffPair);
    store.setTokens(pair); // same value: no news
    expect([store.getTokens(), store.getCurrent(), store.getOriginalTokens()]).toEqual([pair, user, staffPair]);
    expect(store.getTokens()).toBe(pair);
    expect(calls).toBe(3);

    unsubscribe();
    store.setTokens(null);
    expect(calls).toBe(3);
    expect(createMemoryTokenStore()).not.toBe(store);
  });
});

describe('browser token store', () => {
  it('writes auth.tokens, auth.current and auth.original as JSON and removes them when cleared', () => {
    const storage = new MemoryStorage();
    const store = createBrowserTokenStore(storage);
    store.setTokens(pair);
    store.setCurrent(user);
    store.setOriginalTokens(staffPair);

    expect(JSON.parse(storage.getItem('auth.tokens') ?? 'null')).toEqual(pair);
    expect(JSON.parse(storage.getItem('auth.current') ?? 'null')).toEqual(user);
    expect(JSON.parse(storage.getItem('auth.original') ?? 'null')).toEqual(staffPair);

    store.setTokens(null);
    store.setCurrent(null);
    store.setOriginalTokens(null);
    expect(storage.length).toBe(0);
  });

  it('reads what is already stored, ignoring what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem('auth.tokens', JSON.stringify(pair));
    storage.setItem('auth.current', JSON.stringify(user));
    storage.setItem('auth.original', '{not json');
    const store = createBrowserTokenStore(storage);

    expect(store.getTokens()).toEqual(pair);
    expect(store.getCurrent()).toEqual(user);
    expect(store.getOriginalTokens()).toBeNull();
  });

  it('is one instance per Storage object', () => {
    const storage = new MemoryStorage();
    expect(createBrowserTokenStore(storage)).toBe(createBrowserTokenStore(storage));
    expect(createBrowserTokenStore(new MemoryStorage())).not.toBe(createBrowserTokenStore(storage));
  });

  it('reload() picks up another tab’s change, notifying only when something changed', () => {
    const storage = new MemoryStorage();
    const store = createBrowserTokenStore(storage);
    store.setTokens(pair);
    store.setCurrent(user);
    const currentBefore = store.getCurrent();
    let calls = 0;
    store.subscribe(() => calls++);

    store.reload();
    expect(calls).toBe(0);

    storage.setItem('auth.tokens', JSON.stringify({ access: 'access-2', refresh: 'refresh-2' }));
    store.reload();
    expect(calls).toBe(1);
    expect(store.getTokens()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
    expect(store.getCurrent()).toBe(currentBefore);
  });

  it('keeps working in memory when the Storage refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createBrowserTokenStore(storage);
    store.setTokens(pair);
    expect(store.getTokens()).toBe(pair);
  });
});

describe('file token store', () => {
  let home: string;

  beforeEach(() => {
    home = mkdtempSync(path.join(tmpdir(), 'meter-portal-store-'));
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('writes session.json with mode 0600 in a 0700 folder under XDG_CONFIG_HOME', () => {
    const env = { XDG_CONFIG_HOME: path.join(home, 'xdg') };
    const store = createFileTokenStore({ env });
    store.setTokens(pair);
    store.setCurrent(user);

    const file = path.join(home, 'xdg', 'meter-portal', 'session.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ tokens: pair, current: user, original: null });
  });

  it('falls back to ~/.config without XDG_CONFIG_HOME', () => {
    const store = createFileTokenStore({ env: { HOME: home } });
    store.setTokens(pair);
    expect(existsSync(path.join(home, '.config', 'meter-portal', 'session.json'))).toBe(true);
  });

  it('is one instance per path, reads a saved session back and removes the file on logout', () => {
    const file = path.join(home, 'a', 'session.json');
    const store = createFileTokenStore({ path: file });
    expect(createFileTokenStore({ path: path.join(home, 'a', '..', 'a', 'session.json') })).toBe(store);
    store.setTokens(pair);
    store.setOriginalTokens(staffPair);

    // another process wrote the file meanwhile
    writeFileSync(file, JSON.stringify({ tokens: staffPair, current: user, original: null }), { mode: 0o600 });
    store.reload();
    expect([store.getTokens(), store.getCurrent(), store.getOriginalTokens()]).toEqual([staffPair, user, null]);

    store.setTokens(null);
    store.setCurrent(null);
    expect(existsSync(file)).toBe(false);
  });

  it('tightens a session file that was readable by others', () => {
    const file = path.join(home, 'loose', 'session.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ tokens: pair }), { mode: 0o644 });
    const store = createFileTokenStore({ path: file });
    expect(store.getTokens()).toEqual(pair);

    store.setCurrent(user);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import fr from '../../../../locales/fr.json';
import reportTexts from 'virtual:locale-texts/reports';
import { createElementRuntime, type ElementRuntimeOptions } from './createElementRuntime.ts';

/** A page's local storage of its own, so each test starts without a stored session or saved language. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const start = (options: Partial<ElementRuntimeOptions> & { storage: Storage }) =>
  createElementRuntime({ connection: {}, texts: [reportTexts], languages: ['de-CH'], ...options });

describe('createElementRuntime', () => {
  it('gives two elements on one page their own cache, store and texts, and one stored session', async () => {
    const storage = memoryStorage();
    const [one, two] = await Promise.all([start({ storage }), start({ storage })]);
    expect(one.queryClient).not.toBe(two.queryClient);
    expect(one.store).not.toBe(two.store);
    expect(one.i18n).not.toBe(two.i18n);
    // One token store for the stored session: a refresh is made once for both (single-flight per store).
    expect(one.http.tokenStore).toBe(two.http.tokenStore);
    one.http.tokenStore.setTokens({ access: 'a', refresh: 'r' });
    expect(two.http.tokenStore.getTokens()).toEqual({ access: 'a', refresh: 'r' });
  });

  it("keeps a given token in the element's own store, without a refresh token", async () => {
    const storage = memoryStorage();
    const stored = await start({ storage });
    const given = await start({ storage, connection: { token: 'host-token' } });
    expect(given.http.tokenStore).not.toBe(stored.http.tokenStore);
    expect(given.http.tokenStore.getTokens()).toEqual({ access: 'host-token', refresh: '' });
    expect(stored.http.tokenStore.getTokens()).toBeNull();
  });

  it('starts in the attribute language, else the saved choice, else the browser language, with its sections', async () => {
    const browser = await start({ storage: memoryStorage() });
    expect(browser.i18n.language).toBe('de');
    expect(browser.i18n.t('reports.subtitle')).toBe(de.reports.subtitle);
    const saved = await start({ storage: memoryStorage({ locale: 'fr' }) });
    expect(saved.i18n.t('reports.subtitle')).toBe(fr.reports.subtitle);
    const forced = await start({ storage: memoryStorage({ locale: 'fr' }), connection: { locale: 'de-AT' } });
    expect(forced.i18n.language).toBe('de');
  });

  it('asks the server in the language shown, with the default bases', async () => {
    const runtime = await start({ storage: memoryStorage() });
    expect(runtime.http.config.apiBase).toBe('/api/');
    expect(runtime.http.config.authBase).toBe('/auth/');
    expect(runtime.http.config.locale()).toBe('de');
    await runtime.i18n.changeLanguage('fr');
    expect(runtime.http.config.locale()).toBe('fr');
  });

  it('passes itself to the hooks and clears its cache on dispose', async () => {
    const seen: unknown[] = [];
    const runtime = await start({
      storage: memoryStorage(),
      onNotice: (notice, self) => seen.push(notice, self),
    });
    runtime.http.config.onNotice?.('server_error');
    expect(seen).toEqual(['server_error', runtime]);
    runtime.queryClient.setQueryData(['probe'], 1);
    runtime.dispose();
    expect(runtime.queryClient.getQueryData(['probe'])).toBeUndefined();
  });
});

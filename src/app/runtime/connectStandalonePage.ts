import { STORAGE_KEYS } from '../../core/domain/index.ts';
import type { PortalRuntime } from './createPortalRuntime.ts';

const SESSION_KEYS: readonly string[] = [STORAGE_KEYS.tokens, STORAGE_KEYS.current, 'auth.original'];

/**
 * What only the standalone page does: keep <html lang> in step with the UI language, and follow sign-in
 * and sign-out in other tabs (the 'storage' event fires only for changes made elsewhere).
 */
export function connectStandalonePage(runtime: PortalRuntime): void {
  const setLang = (language: string) => document.documentElement.setAttribute('lang', language);
  setLang(runtime.i18n.language);
  runtime.i18n.on('languageChanged', setLang);
  const store = runtime.services.http.tokenStore;
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) {
      if ('reload' in store && typeof store.reload === 'function') (store.reload as () => void)();
    }
  });
}

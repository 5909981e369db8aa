import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { changeLocale } from './createElementI18n.ts';
import { elementLocale } from './elementLocale.ts';

/**
 * Follows the `locale` attribute in place: the element keeps its runtime and switches its texts. Without the
 * attribute the saved choice or the browser's language decides, as at start-up.
 */
export function useElementLocale(instance: i18n | null, attribute: string | undefined): void {
  const language = elementLocale(attribute);
  useEffect(() => {
    // A language whose texts cannot be fetched leaves the element in the one it shows.
    if (instance && instance.language !== language) changeLocale(instance, language).catch(() => undefined);
  }, [instance, language]);
}

import i18next from 'i18next';
import Negotiator from 'negotiator';
import de from '../../locales/de.json' with { type: 'json' };
import el from '../../locales/el.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import pl from '../../locales/pl.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES } from '../../src/core/domain/constants.ts';
import { isGranularity } from '../../src/core/domain/granularity.ts';

/**
 * Human-readable server messages in the five portal languages, from the `server` section of locales/<lang>.json
 * (the portal never loads that section). DRF translates its messages by Accept-Language; keys, codes and the
 * token messages clients match on stay English (wire-format.md).
 */

/** Server messages the portal shows with the same words in every language: one key serves both. */
const SHARED = { passwordTooWeak: 'validation.passwordTooWeak' } as const;

type SharedKey = keyof typeof SHARED;
type ServerKey = keyof (typeof en)['server'];
/** A message with plural forms (`rangeTooLongDays_one`, `_other`) is named without them and counted by its `n`. */
type PluralKey = ServerKey extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never;
export type MessageKey = Exclude<ServerKey, `${string}_${'one' | 'other'}`> | PluralKey | SharedKey;

const isShared = (key: MessageKey): key is SharedKey => key in SHARED;

const i18n = i18next.createInstance();
void i18n.init({
  // Synchronous with inline resources: the texts are ready when this module has loaded.
  initAsync: false,
  resources: {
    en: { translation: en },
    de: { translation: de },
    el: { translation: el },
    pl: { translation: pl },
    fr: { translation: fr },
  },
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  interpolation: {
    // JSON bodies, not HTML
    escapeValue: false,
    // A variable's value is never read as a placeholder or a nested `$t()`, whatever a client sent.
    skipOnVariables: true,
  },
  // A variable the caller did not pass stays visible as `{name}`, as the messages always showed it.
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => `{${match[1].trim()}}`,
});

/** English first: a header that accepts any language (`*`) or none of ours gets English. */
const AVAILABLE = [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];

/** Picks the supported language an Accept-Language header prefers most, else English. */
export function pickLanguage(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages(AVAILABLE);
  return best ?? DEFAULT_LOCALE;
}

/** Whether a stored string names a server message (a failed task's detail). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en.server, value) || Object.hasOwn(SHARED, value);
}

/**
 * A variable that carries an API code is written as the portal's label for it (`granularity: 'quarter_hour'`
 * → "15 minutes"), so a message never shows a raw code.
 */
function labelled(lang: string, vars: Record<string, string | number>): Record<string, string | number> {
  const { granularity } = vars;
  if (!isGranularity(granularity)) return vars;
  return { ...vars, granularity: i18n.t(`reports.granularities.${granularity}`, { lng: lang }) };
}

export function message(lang: string, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const path = isShared(key) ? SHARED[key] : (`server.${key}` as const);
  const plural = !isShared(key) && Object.hasOwn(en.server, `${key}_one`) && typeof vars.n === 'number';
  // `replace` keeps variables apart from t's own options (a variable named `count` or `lng` stays a variable).
  return i18n.t(path, { lng: lang, replace: labelled(lang, vars), ...(plural && { count: vars.n }) });
}

type ConverterName = keyof (typeof en)['converters'];

/** A shipped tour converter's label or description in `lang`, keyed by its stable name; null for others. */
export function converterText(lang: string, name: string, part: 'label' | 'description'): string | null {
  if (!Object.hasOwn(en.converters, name)) return null;
  return i18n.t(`converters.${name as ConverterName}.${part}`, { lng: lang });
}

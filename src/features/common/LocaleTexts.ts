import type { Locale } from '../../core/domain/index.ts';

/** Some sections of one language's messages, nested as in its file: `{ devices: { alertStates: {...} } }`. */
export type MessagesPart = { readonly [key: string]: unknown };

/**
 * Texts that load on demand, one chunk per language: what `import texts from 'virtual:locale-texts/<sections>'`
 * gives (sections joined by '+', a dotted section for part of one: 'dashboard+measuringPoints.card').
 */
export type LocaleTexts = Readonly<Record<Locale, () => Promise<{ default: MessagesPart }>>>;

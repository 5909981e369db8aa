// The message sections the locale-texts build plugin (scripts/localeTexts.ts) cuts out of locales/<lang>.json.
declare module 'virtual:locale-texts/*' {
  const texts: import('./LocaleTexts.ts').LocaleTexts;
  export default texts;
}

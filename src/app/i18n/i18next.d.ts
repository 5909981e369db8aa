import 'i18next';
import type en from '../../../locales/en.json';

// Translation keys are typed from the English file: a key that is not in en.json does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

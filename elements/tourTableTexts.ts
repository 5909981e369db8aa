// Named import: the element carries the tour texts only, not the whole portal's English file.
import { tours, elementStates } from '../locales/en.json';
import { withEnglish } from '../src/app/runtime/kit/createElementI18n.ts';
import texts from 'virtual:locale-texts/tourElement=tours+elementStates';

/** The section `<tour-table>` shows; other languages are one small chunk each (`de-tourElement-….js`). */
export const tourTableTexts = withEnglish(texts, { tours, elementStates });

// Named imports: the element carries the map's texts only, not the whole portal's English file.
import { map, widgets, elementStates, codes } from '../locales/en.json';
import { withEnglish } from '../src/app/runtime/kit/createElementI18n.ts';
import texts from 'virtual:locale-texts/mapElement=map+widgets+elementStates+codes';

/** The sections `<meter-map>` shows; other languages are one small chunk each (`de-mapElement-….js`). */
export const meterMapTexts = withEnglish(texts, { map, widgets, elementStates, codes });

// Named imports: the element carries the report and widget texts only, not the whole portal's English file.
import { reports, widgets, elementStates, codes } from '../locales/en.json';
import { withEnglish } from '../src/app/runtime/kit/createElementI18n.ts';
import texts from 'virtual:locale-texts/chartElement=reports+widgets+elementStates+codes';

/** The sections `<report-chart>` shows; other languages are one small chunk each (`de-chartElement-….js`). */
export const reportChartTexts = withEnglish(texts, { reports, widgets, elementStates, codes });

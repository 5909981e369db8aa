import { SERVICES } from '../../../src/core/contract/companies.ts';
import { TASK_KINDS } from '../../../src/core/contract/tasks.ts';
import { ALERT_STATES } from '../../../src/core/domain/alertStates.ts';
import { GRANULARITIES } from '../../../src/core/domain/granularity.ts';
import { COMMUNICATION_MODULE_TYPES, METER_TYPES } from '../../../src/core/domain/meterTypes.ts';
import { REPORT_TYPES } from '../../../src/core/domain/reportTypes.ts';
import { ROLES } from '../../../src/core/domain/roles.ts';
import { TOUR_STATES } from '../../../src/core/domain/tourStates.ts';

/** The codes the API answers with that a user must never read as they are (each becomes a label). */
const API_CODES: readonly string[] = [
  ...ALERT_STATES,
  ...GRANULARITIES.filter((code) => code.includes('_')),
  ...Object.keys(METER_TYPES),
  ...Object.keys(COMMUNICATION_MODULE_TYPES),
  ...REPORT_TYPES.filter((code) => code.includes('_')),
  ...ROLES.filter((code) => code.includes('_')),
  ...TOUR_STATES.filter((code) => code.includes('_')),
  ...SERVICES,
  ...TASK_KINDS,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Framework wording: Django REST's "Invalid pk", pluralising with "(s)", a parent as "#2". */
const FRAMEWORK = [
  /Invalid pk/,
  /\b\w+\(s\)/,
  /Parent distributor #\d/,
  /\bnull\b/,
  /\bundefined\b/,
  /\[object Object\]/,
];

/**
 * Lower-case codes as written by the API (case matters: `AFM` and `MEX` are labels, `afm` and `mex` codes),
 * and any snake_case word.
 */
const CODES = new RegExp(`(?<![\\w@.-])(?:${API_CODES.map(escape).join('|')}|[a-z]+(?:_[a-z0-9]+)+)(?![\\w@-])`, 'g');

/** The raw codes and framework words in a page's text, each once. */
export function rawCodesIn(text: string): string[] {
  const found = [...(text.match(CODES) ?? [])];
  for (const pattern of FRAMEWORK) {
    const match = pattern.exec(text);
    if (match) found.push(match[0]);
  }
  return [...new Set(found)];
}

import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_FIELDS } from '../../../../src/core/domain/tourFields.ts';
import { RESERVED_PATH_NAMES, TOUR_LAYOUT_LIMITS } from '../../../../src/core/domain/tourLayoutLimits.ts';
import { fieldErrors, msg, type Msg } from '../../../http/HttpError.ts';
import { columnIndex } from './mappedColumns.ts';
import { fixedPositions } from './readFixedWidth.ts';

const { maxPathSteps, maxNameLength } = TOUR_LAYOUT_LIMITS;

/** An XML name (a namespace prefix allowed), never one that names a prototype. */
const XML_NAME = /^[\p{L}_][\p{L}\p{N}_.-]*(?::[\p{L}_][\p{L}\p{N}_.-]*)?$/u;
const isName = (name: string) =>
  name.length <= maxNameLength && XML_NAME.test(name) && !RESERVED_PATH_NAMES.includes(name);

/** `a/b/@c`: element names, an attribute only as the last step. */
export function isXmlPath(path: string, attribute: boolean): boolean {
  const steps = path.split('/');
  if (steps.length > maxPathSteps) return false;
  return steps.every((step, i) =>
    attribute && i === steps.length - 1 && step.startsWith('@') ? isName(step.slice(1)) : isName(step),
  );
}

/**
 * A layout's mapping checked against the converter's closed list of fields, its column positions (`#n`,
 * `start:length`) against the limits, and, for XML, every path step against the names an element may
 * have: request data never becomes a property path nor an unbounded size. Runs wherever a
 * layout comes in or is used (import, preview, saving a converter, export), so a layout stored before
 * the check is refused too.
 */
export function checkMapping(layout: Pick<Converter, 'kind' | 'mapping' | 'record_path'>): void {
  const problems: Msg[] = [];
  const fields = Object.keys(layout.mapping);
  for (const field of fields)
    if (!(TOUR_FIELDS as readonly string[]).includes(field))
      problems.push(msg('invalidChoice', { input: field.slice(0, 80) }));
  if (layout.kind === 'fixed') fixedPositions(layout);
  if (layout.kind === 'csv' || layout.kind === 'xlsx')
    for (const field of TOUR_FIELDS) {
      const column = Object.hasOwn(layout.mapping, field) ? layout.mapping[field] : undefined;
      if (column && /^#\d+$/.test(column) && columnIndex(column, []) < 0)
        problems.push(msg('columnTooFar', { column: column.slice(0, 80), n: TOUR_LAYOUT_LIMITS.maxColumns }));
    }
  if (layout.kind === 'xml')
    for (const field of TOUR_FIELDS) {
      const path = Object.hasOwn(layout.mapping, field) ? layout.mapping[field] : undefined;
      if (path && !isXmlPath(path, true))
        problems.push(msg('badElementPath', { path: path.slice(0, 80), n: maxPathSteps }));
    }
  const errors: Record<string, Msg[]> = {};
  if (problems.length > 0) errors.mapping = problems;
  if (layout.kind === 'xml' && !isXmlPath(layout.record_path ?? 'tour/item', false))
    errors.record_path = [msg('badElementPath', { path: (layout.record_path ?? '').slice(0, 80), n: maxPathSteps })];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import { TOUR_FIELDS, TOUR_IMPORT_LIMITS, type TourField } from '../../../../src/core/domain/tourFields.ts';
import { TOUR_LAYOUT_LIMITS } from '../../../../src/core/domain/tourLayoutLimits.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';
import { decodeText } from './decodeText.ts';
import { fieldRecord } from './fieldRecord.ts';
import type { TourFileContent } from './TourRecord.ts';

type Node = Record<string, unknown>;

/** A property the parser set on a node, never one reached through its prototype. */
const ownValue = (node: object, name: string): unknown =>
  Object.hasOwn(node, name) ? (node as Node)[name] : undefined;

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'object') return textOf(ownValue(value, '#text'));
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The value at `a/b/@c` below a record. */
export function valueAt(record: unknown, path: string): string {
  let node: unknown = record;
  for (const step of path.split('/').filter(Boolean)) {
    if (Array.isArray(node)) node = node[0];
    if (node === null || typeof node !== 'object') return '';
    node = ownValue(node, step);
  }
  return textOf(node);
}

/**
 * The parsed document. The parser refuses, after the validator let them pass, names that would reach an
 * object's prototype (`<__proto__>`, `<constructor>`) and nesting past the depth limit: each is a 400.
 */
function parseDocument(parser: XMLParser, text: string): Node {
  try {
    return parser.parse(text) as Node;
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/nested tags/i.test(reason)) throw fieldError('file', msg('xmlTooDeep', { n: TOUR_LAYOUT_LIMITS.maxXmlDepth }));
    const reserved = /Invalid name: "([^"]{1,80})"/.exec(reason);
    if (reserved) throw fieldError('file', msg('xmlReservedName', { name: reserved[1] }));
    throw fieldError('file', msg('xmlUnreadable', { reason: reason.slice(0, 200) }));
  }
}

/**
 * XML with records at the converter's path. External entities are never resolved: a file that declares a
 * document type (the door to XXE and entity expansion) is refused before parsing, and the parser expands
 * no entity besides the five predefined ones.
 */
export function readXml(data: Buffer, converter: Converter): TourFileContent {
  const text = decodeText(data, converter);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw fieldError('file', msg('xmlDoctype'));
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw fieldError('file', msg('malformedXml', { row: valid.err.line, reason: valid.err.msg }));
  const recordPath = (converter.record_path ?? '').split('/').filter(Boolean);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (_name, jpath) => jpath === recordPath.join('.'),
    maxNestedTags: TOUR_LAYOUT_LIMITS.maxXmlDepth,
  });
  const document = parseDocument(parser, text);
  let node: unknown = document;
  for (const step of recordPath.slice(0, -1))
    node = node && typeof node === 'object' ? ownValue(node, step) : undefined;
  const last = recordPath.at(-1) ?? '';
  const found = node && typeof node === 'object' ? ownValue(node, last) : undefined;
  const list = Array.isArray(found) ? (found as unknown[]) : [];
  if (list.length > TOUR_IMPORT_LIMITS.maxRows)
    throw fieldError('file', msg('tooManyItems', { n: TOUR_IMPORT_LIMITS.maxRows }));
  const mapped = TOUR_FIELDS.filter<TourField>(
    (field): field is TourField => Object.hasOwn(converter.mapping, field) && Boolean(converter.mapping[field]),
  );
  const records = list.map((record, i) => {
    const fields = fieldRecord();
    for (const field of mapped) fields[field] = valueAt(record, converter.mapping[field]!);
    return { row: i + 1, fields, source: mapped.map((field) => fields[field]!) };
  });
  return { header: [], columns: mapped.map((field) => converter.mapping[field]!), records };
}

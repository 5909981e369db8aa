import type { FieldErrors } from '../contract/errors.ts';

export interface ParsedErrorBody {
  detail: string | null;
  code: string | null;
  fieldErrors: FieldErrors;
  nonFieldErrors: string[];
}

/** Keys of a simplejwt / DRF detail body that are not field names. */
const DETAIL_KEYS = new Set(['detail', 'code', 'messages']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Nested serializers answer `{"address": {"zip": ["..."]}}` or `{"items": [{}, {"name": ["..."]}]}`: flatten to dotted keys. */
function collect(value: unknown, prefix: string, into: FieldErrors): void {
  if (isStringList(value)) {
    if (value.length > 0) into[prefix] = value;
  } else if (typeof value === 'string') {
    into[prefix] = [value];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${prefix}.${index}`, into));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) collect(item, `${prefix}.${key}`, into);
  }
}

/** Reads a DRF error body: `{"detail", "code"?}`, field errors `{"field": ["msg"]}` and `non_field_errors`. */
export function parseErrorBody(data: unknown): ParsedErrorBody {
  const parsed: ParsedErrorBody = { detail: null, code: null, fieldErrors: {}, nonFieldErrors: [] };
  if (isStringList(data)) {
    // A ValidationError raised with a plain list has no field: DRF answers a bare array.
    parsed.nonFieldErrors = data;
    return parsed;
  }
  if (!isRecord(data)) return parsed;
  if (typeof data.detail === 'string') parsed.detail = data.detail;
  if (typeof data.code === 'string') parsed.code = data.code;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'non_field_errors') {
      if (isStringList(value)) parsed.nonFieldErrors = value;
    } else if (!(parsed.detail !== null && DETAIL_KEYS.has(key))) {
      collect(value, key, parsed.fieldErrors);
    }
  }
  return parsed;
}

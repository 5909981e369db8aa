import type { z } from 'zod';
import { msg, type Msg } from './HttpError.ts';
import { schemaAt } from './zodSchemaAt.ts';

const pyType = (value: unknown): string => {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
};

/**
 * DRF's IntegerField and FloatField/DecimalField word a bad value differently, but zod reports both as
 * "expected number" for a non-number: the schema at the issue's path tells them apart.
 */
function isIntegerField(issue: z.core.$ZodIssueInvalidType, schema: z.core.$ZodType | undefined): boolean {
  if (issue.expected === 'int' || !schema) return true;
  const field = schemaAt(schema, issue.path);
  if (field?._zod.def.type !== 'number') return true;
  // z.int() carries the format on the schema, z.number().int() as a check
  const formats = [field._zod.def, ...(field._zod.def.checks ?? []).map((check) => check._zod.def)].map(
    (def) => (def as { format?: unknown }).format,
  );
  return formats.some((format) => typeof format === 'string' && /int/.test(format));
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown, schema: z.core.$ZodType | undefined): Msg | string {
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return msg('required');
      if (input === null) return msg('null');
      if (issue.expected === 'string') return msg('invalidString');
      if (issue.expected === 'number' || issue.expected === 'int') {
        return msg(isIntegerField(issue, schema) ? 'invalidInteger' : 'invalidNumber');
      }
      if (issue.expected === 'boolean') return msg('invalidBoolean');
      if (issue.expected === 'array') return msg('invalidList', { type: pyType(input) });
      if (issue.expected === 'object') return msg('invalidObject', { type: pyType(input) });
      return msg('invalid');
    }
    case 'too_small':
      if (issue.origin === 'int') return msg('invalidInteger');
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? msg('blank') : msg('minLength', { n: Number(issue.minimum) });
      if (issue.origin === 'number')
        return msg(issue.inclusive === false ? 'minValueExclusive' : 'minValue', { n: Number(issue.minimum) });
      return msg('invalid');
    case 'too_big':
      // z.number().int() refuses integers past 2^53 this way: they cannot be read exactly, so no valid integer
      if (issue.origin === 'int') return msg('invalidInteger');
      if (issue.origin === 'string') return msg('maxLength', { n: Number(issue.maximum) });
      if (issue.origin === 'number') return msg('maxValue', { n: Number(issue.maximum) });
      return msg('invalid');
    case 'invalid_format':
      if (issue.format === 'email') return msg('invalidEmail');
      if (issue.format === 'uuid') return msg('invalidUuid');
      return msg('invalid');
    case 'invalid_value':
      // a required choice left out is missing, not a wrong choice (DRF); Object.is keeps `input` unnarrowed
      if (Object.is(input, undefined)) return msg('required');
      return msg('invalidChoice', { input: String(input) });
    case 'custom':
      return issue.message;
    default:
      return msg('invalid');
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Maps zod issues to DRF field errors: the first path segment names the field, root issues are non-field.
 * `schema` (the one that raised the issues) lets a number field be told from an integer field.
 */
export function zodIssuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema?: z.core.$ZodType,
): Record<string, Array<Msg | string>> {
  // by field name as the request spelled it, which may be any string: a Map, made an object at the end
  const errors = new Map<string, Array<Msg | string>>();
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    const message = issueMessage(issue, valueAt(input, issue.path), schema);
    const messages = errors.get(field) ?? [];
    messages.push(message);
    errors.set(field, messages);
  }
  return Object.fromEntries(errors);
}

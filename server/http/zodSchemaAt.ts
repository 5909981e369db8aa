import type { z } from 'zod';

type Schema = z.core.$ZodType;

/**
 * The schema that decides a value's kind, without the wrappers that only add optionality, defaults
 * or a transform (`z.number().int().optional()` gives the integer schema).
 */
export function innerSchema(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = current._zod.def;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'catch':
      case 'readonly':
        current = (def as z.core.$ZodOptionalDef).innerType;
        break;
      case 'pipe': {
        // z.preprocess and .transform() pipe through a transform: the validating side is the other one
        const { in: input, out } = def as z.core.$ZodPipeDef;
        current = input._zod.def.type === 'transform' ? out : input;
        break;
      }
      case 'lazy':
        current = (def as z.core.$ZodLazyDef).getter();
        break;
      default:
        return current;
    }
  }
}

/** The schema of the value at `path` (as in a zod issue), or undefined where it cannot be told. */
export function schemaAt(schema: Schema, path: readonly PropertyKey[]): Schema | undefined {
  let current: Schema | undefined = innerSchema(schema);
  for (const key of path) {
    const def: z.core.$ZodTypeDef = current._zod.def;
    let next: Schema | undefined;
    if (def.type === 'object') {
      const { shape } = def as z.core.$ZodObjectDef;
      next = typeof key === 'string' && Object.hasOwn(shape, key) ? shape[key] : (def as z.core.$ZodObjectDef).catchall;
    } else if (def.type === 'array') {
      next = (def as z.core.$ZodArrayDef).element;
    } else if (def.type === 'record') {
      next = (def as z.core.$ZodRecordDef).valueType;
    } else if (def.type === 'tuple') {
      const { items, rest } = def as z.core.$ZodTupleDef;
      next = (typeof key === 'number' ? items[key] : undefined) ?? rest ?? undefined;
    }
    if (!next) return undefined;
    current = innerSchema(next);
  }
  return current;
}

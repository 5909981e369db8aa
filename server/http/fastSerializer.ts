import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) as `type: [X, 'null']`: fast-json-stringify
 * serialises a type list directly, while an anyOf makes it validate each value to pick a branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)]));
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex(
      (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
    );
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt !== -1 && other && typeof other.type === 'string' && PRIMITIVES.has(other.type) && !other.anyOf) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a response schema, as the serialiser reads it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/**
 * Serialises answers from the contract's response schemas with fast-json-stringify (compiled once per
 * route), instead of re-parsing every answer with zod at run time. The shape is the schema's: fields the
 * schema does not name are left out, as the zod serialiser did.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = responseJsonSchema(schema);
  const branches = json.anyOf as JsonSchema[] | undefined;
  // A list answer is a page or, with no_page, the plain array: pick the branch by the value's kind, where
  // fast-json-stringify would validate the whole answer against each branch to choose.
  if (branches?.length === 2 && branches.some((b) => b.type === 'array') && branches.some((b) => b.type === 'object')) {
    const [asArray, asObject] = ['array', 'object'].map((type) => {
      const branch = branches.find((b) => b.type === type)!;
      return fastJson(json.definitions ? { ...branch, definitions: json.definitions } : branch);
    });
    return (value: unknown): string => (Array.isArray(value) ? asArray(value) : asObject(value)) as string;
  }
  return fastJson(json);
};

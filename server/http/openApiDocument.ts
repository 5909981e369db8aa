import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { contract } from '../../src/core/contract/contract.ts';
import type { AnyEndpoint } from '../../src/core/contract/endpoint.ts';
import { PRODUCT } from '../../src/core/domain/constants.ts';

/** The resource and name each endpoint has in the contract: `meterGroup` and `addInstallations`. */
const names = new Map<AnyEndpoint, { resource: string; name: string }>();
for (const [resource, endpoints] of Object.entries(contract)) {
  for (const [name, endpoint] of Object.entries(endpoints)) names.set(endpoint, { resource, name });
}

const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `meterGroupAddInstallations`: unique, stable, and the method name a generated client gets. */
export function operationIdOf(endpoint: AnyEndpoint): string {
  const known = names.get(endpoint);
  if (!known)
    return `${endpoint.tag.replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase())}${capital(endpoint.spec.method.toLowerCase())}`;
  return `${known.resource}${capital(known.name)}`;
}

/** The declared summary, else one made of the tag and the name: "Meter groups: add installations". */
export function summaryOf(endpoint: AnyEndpoint): string {
  if (endpoint.spec.summary) return endpoint.spec.summary;
  const known = names.get(endpoint);
  return `${capital(endpoint.tag.replace(/[-_]/g, ' '))}: ${known ? words(known.name) : endpoint.spec.method}`;
}

// The error bodies of wire-format.md: `{"detail", "code"?}` for most statuses, field errors for a 400.
const detail = {
  type: 'object',
  properties: { detail: { type: 'string' }, code: { type: 'string' } },
  required: ['detail'],
};
const fieldErrors = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};
/** A 400: field errors from validation, or a detail when the body cannot be read at all. */
const badRequest = { oneOf: [fieldErrors, detail] };

/** The 4xx answers an endpoint can give, from what its declaration and route say about it. */
function errorResponses(endpoint: AnyEndpoint, route: RouteOptions): Record<number, object> {
  const { spec } = endpoint;
  const answers: Record<number, object> = {};
  if (spec.params || spec.query || spec.body || route.url.includes(':'))
    answers[400] = {
      description:
        'The request is invalid: each invalid field (or `non_field_errors`) with its messages, or a `detail` with its `code`.',
      ...badRequest,
    };
  if (spec.scope !== 'public') {
    answers[401] = {
      description: spec.ingestion
        ? 'No valid token or ingestion key (`Bearer mpi_…`): `not_authenticated`, `token_not_valid` or `ingestion_key_invalid`.'
        : 'No valid token: `not_authenticated` or `token_not_valid`.',
      ...detail,
    };
    answers[403] = {
      description: 'The caller lacks the permission, or the object is outside its companies.',
      ...detail,
    };
  }
  if (route.url.includes(':'))
    answers[404] = { description: 'No such object among those the caller may see.', ...detail };
  if (route.config && 'rateLimit' in route.config)
    answers[429] = { description: 'Too many requests; `Retry-After` says when to try again.', ...detail };
  return answers;
}

/** A body read as JSON or, one item a line, as plain text: both media types in the document. */
const jsonOrText = (json: unknown, text: string) => ({
  content: {
    'application/json': { schema: json },
    'text/plain': { schema: { type: 'string', description: text } },
  },
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each route's OpenAPI entry: the zod schemas as JSON schema, then an operationId and a summary derived from
 * the endpoint's declaration, and its 4xx answers in the DRF error shapes (documentation only: the route's own
 * response schemas, which serialise answers, stay as declared).
 */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const documented = jsonSchemaTransform(input);
  const endpoint = input.route.config?.endpoint;
  if (!endpoint) return documented;
  const schema = documented.schema as Record<string, unknown>;
  const declared = schema.response as Record<string, unknown> | undefined;
  const status = endpoint.spec.status ?? 200;
  // an answer that is a file, a stream or no content has no schema to declare, only its status
  const success = declared ?? {
    [status]: { description: status === 204 ? 'No content.' : 'A file or a stream, as the path and the query ask.' },
  };
  return {
    ...documented,
    schema: {
      ...schema,
      ...(endpoint.spec.textBody && schema.body ? { body: jsonOrText(schema.body, endpoint.spec.textBody) } : {}),
      operationId: operationIdOf(endpoint),
      summary: summaryOf(endpoint),
      ...(endpoint.spec.scope === 'public' && { security: [] }),
      response: { ...errorResponses(endpoint, input.route), ...success },
    },
  };
}

/** The document's own parts: where it is served and under which licence. */
export const openApiInfo = {
  // 3.1: tuples (the map's point rows) are prefixItems, not an anyOf of their members
  openapi: '3.1.0',
  info: {
    title: `${PRODUCT.name} API`,
    version: PRODUCT.version,
    description: 'Reference API of the meter portal. Paths end with a slash, as in Django REST framework.',
    license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
  },
  servers: [{ url: '/', description: 'This server' }],
};

import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  AnyEndpoint,
  HandlerBody,
  HandlerParams,
  HandlerQuery,
  HandlerResult,
} from '../../src/core/contract/endpoint.ts';
import type { Caller } from '../auth/Caller.ts';
import { pageOrList } from '../../src/core/contract/pagination.ts';
import { companyScopeOf, type CompanyScope } from '../data/companyScope.ts';
import { permissionDenied } from './HttpError.ts';

/** What a handler gets: the validated request parts, the caller and the caller's company scope. */
export interface EndpointRequest<E> {
  params: HandlerParams<E>;
  query: HandlerQuery<E>;
  body: HandlerBody<E>;
  /** the signed-in user; unset (never read it) on `public` endpoints */
  caller: Caller;
  /** the caller's companies, for repositories bound to the caller */
  scope: CompanyScope;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E> = (input: EndpointRequest<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** What a route needs beyond its declaration, on the server only. */
export interface MountOptions {
  /** further route config, e.g. @fastify/rate-limit's `rateLimit` for sign-in and reset requests */
  config?: Omit<FastifyContextConfig, 'public' | 'endpoint'>;
  /** bytes a body may have, where the server's 1 MB default is too small (a batch of telegrams) */
  bodyLimit?: number;
}

/** Route config of every route mounted from the contract: the scope test reads it. */
declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: AnyEndpoint;
  }
}

/** Server URL of a contract path: `installations/:uuid` under the api base is `/api/installations/:uuid/`. */
export function serverUrl(endpoint: AnyEndpoint, path = endpoint.spec.path): string {
  return `/${endpoint.spec.base ?? 'api'}/${path}/`;
}

function pathParamSchema(path: string) {
  const names = [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);
  return names.length === 0 ? undefined : z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

/** Fastify warns about a schema key given as undefined; leave such keys out. */
function defined<T extends Record<string, unknown>>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Set before anything else runs, so every answer of a secret-bearing endpoint carries it, errors included. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

/**
 * Registers a declared endpoint: its URL (and aliases), validation and OpenAPI entry from the contract's
 * schemas, the permission check and the scope decision, then the handler with the validated parts.
 */
export async function mountEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: MountOptions = {},
): Promise<void> {
  const { spec, tag } = endpoint;
  const schemas = await endpoint.loadSchemas();
  const schemaAt = (name: string | undefined | null) => {
    if (!name || name === 'multipart') return undefined;
    const schema = schemas[name];
    if (!(schema instanceof z.ZodType)) throw new Error(`${tag}: '${name}' is not a schema of its module`);
    return schema;
  };
  const status = spec.status ?? 200;
  const item = schemaAt(spec.response);
  const response = item && spec.list ? pageOrList(item) : item;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const path of [spec.path, ...(spec.aliases ?? [])]) {
    r.route({
      method: spec.method,
      url: serverUrl(endpoint, path),
      config: { ...options.config, public: spec.scope === 'public', endpoint },
      ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
      ...(spec.secret && { onRequest: noStore }),
      // an embed token reads what its elements need and nothing else, an ingestion key writes where the
      // endpoint accepts one and nowhere else: both refused before their input is even read
      preValidation: async (request) => {
        const caller = spec.scope === 'public' ? undefined : request.caller;
        const embed = caller?.embed;
        if (embed && (spec.method !== 'GET' || !spec.embed?.some((element) => embed.elements.includes(element))))
          throw permissionDenied();
        if (caller?.ingestion && !spec.ingestion) throw permissionDenied();
      },
      schema: {
        tags: [tag],
        // an alias (`keys/export/?format=csv` beside `keys/export.csv/`) is documented by the main path
        ...((spec.hidden || path !== spec.path) && { hide: true }),
        ...defined({
          params: (path === spec.path ? schemaAt(spec.params) : undefined) ?? pathParamSchema(path),
          querystring: schemaAt(spec.query),
          body: schemaAt(spec.body),
        }),
        ...(spec.body === 'multipart' && { consumes: ['multipart/form-data'] }),
        ...(response && { response: { [status]: response } }),
      },
      handler: async (request, reply) => {
        const { caller } = request;
        if (spec.scope !== 'public') {
          if (spec.scope === 'staff' && !caller.isStaff) throw permissionDenied();
          // an ingestion key holds no permission: the endpoint's `ingestion: true` is its whole grant
          if (spec.permission && !caller.can(spec.permission) && !caller.ingestion) throw permissionDenied();
        }
        const result = await handler({
          params: request.params as HandlerParams<E>,
          query: request.query as HandlerQuery<E>,
          body: request.body as HandlerBody<E>,
          caller,
          scope: companyScopeOf(spec.scope === 'public' ? null : caller),
          request,
          reply,
        });
        if ((result as unknown) === reply || reply.sent) return reply;
        if (status !== 200) reply.code(status);
        return status === 204 ? reply.send() : result;
      },
    });
  }
}

import type { z } from 'zod';
import type { Page } from './pagination.ts';
import type { EmbedElement } from '../domain/embed.ts';
import type { Permission } from '../domain/permissions.ts';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whose data an endpoint touches, decided once per endpoint and enforced by the server's registration:
 * - `public`: no token (sign-in, password links, health);
 * - `own`: only the caller's own account or session;
 * - `company`: data of the caller's companies, through repositories bound to the caller;
 * - `staff`: staff only, everything;
 * - `system`: caller-independent data (plans, type lists, map tiles).
 */
export type ScopeDecision = 'public' | 'own' | 'company' | 'staff' | 'system';

/** The names of the `:name` segments of a path: `installations/:uuid/state` -> 'uuid'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A module of zod schemas: the endpoint names its schemas by their export names there. */
export type SchemaModule = Record<string, unknown>;
export type SchemaKey<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M] & string;

/** A declaration with its schema names as plain strings. */
export type AnySpec = Omit<EndpointSpec<SchemaModule>, 'params' | 'query' | 'body' | 'response'> & {
  params?: string;
  query?: string;
  body?: string;
  response: string | null;
};

export interface EndpointSpec<M extends SchemaModule, Path extends string = string> {
  method: EndpointMethod;
  /** relative to the base, without the trailing slash that the client and the server add: `installations/:uuid` */
  path: Path;
  /** further paths the server answers the same way (a format suffix: `meter-groups/export.:format`) */
  aliases?: readonly string[];
  /** default 'api' */
  base?: 'api' | 'auth';
  scope: ScopeDecision;
  /** checked by the server before the handler runs; null: none beyond the scope */
  permission: Permission | null;
  /** the path parameters' schema; default: every `:name` a string */
  params?: SchemaKey<M>;
  query?: SchemaKey<M>;
  /** a JSON body, or 'multipart' for a file upload read by the handler */
  body?: SchemaKey<M> | 'multipart';
  /**
   * The JSON body may also come as `text/plain`, read by a content-type parser of the route's plugin into the
   * JSON body's shape: what the text holds, for the OpenAPI document.
   */
  textBody?: string;
  /** the success answer's schema; null: a file or stream the handler writes itself, or no content */
  response: SchemaKey<M> | null;
  /**
   * A DRF list: `response` is one item, the answer a page of them (`{count, next, previous, results}`)
   * or, with `no_page=true`, the plain array.
   */
  list?: true;
  /** success status, default 200 */
  status?: 200 | 201 | 202 | 204;
  summary?: string;
  /** left out of the OpenAPI document (the document's own route) */
  hidden?: true;
  /**
   * The elements whose embed token may call it (GETs the elements need, nothing else): a partner's page
   * reaches only these, read-only, within the key's company.
   */
  embed?: readonly EmbedElement[];
  /**
   * An ingestion key (`Authorization: Bearer mpi_…`, a gateway's write-only credential) may call it, for its
   * company: posting telegrams, uplinks and bulk readings. Every endpoint without it refuses such a key.
   */
  ingestion?: true;
  /**
   * The answer holds a secret: tokens, key material (also as a download) or a secret shown only once. The
   * server sends it with `Cache-Control: no-store` so no browser or proxy cache keeps a copy.
   */
  secret?: true;
}

/**
 * One endpoint, declared once: method, path, schemas, permission and scope. Its schemas stay behind a
 * lazy import, so clients (whose bundles never load zod) carry only the method and the path; the
 * server loads them to validate, serialise and publish the OpenAPI document.
 */
export interface Endpoint<M extends SchemaModule = SchemaModule, S extends EndpointSpec<M> = EndpointSpec<M>> {
  readonly spec: S;
  readonly tag: string;
  readonly loadSchemas: () => Promise<M>;
  /** phantom: the schema module's type, for typing calls and handlers */
  readonly _schemas?: M;
}

/** `endpointsOf('installations', () => import('./installations.ts'))` gives this resource's `endpoint()`. */
export function endpointsOf<M extends SchemaModule>(tag: string, loadSchemas: () => Promise<M>) {
  return function endpoint<const S extends EndpointSpec<M>>(spec: S): Endpoint<M, S> {
    return { spec, tag, loadSchemas };
  };
}

// ---- types derived from a declaration -------------------------------------------------------------

type SchemaAt<M, K> = K extends keyof M ? (M[K] extends z.ZodType ? M[K] : never) : never;
type SpecOf<E> = E extends { spec: infer S extends AnySpec } ? S : never;
type ModuleOf<E> = E extends { loadSchemas: () => Promise<infer M> } ? M : never;

/** A query value as a caller may give it: plain strings also take numbers and booleans (they go on the URL). */
type QueryValue<T> = T extends string ? (string extends T ? string | number | boolean : T) : T;
type QueryInput<T> = { [K in keyof T]?: QueryValue<NonNullable<T[K]>> | undefined };

export type EndpointParams<E> = [PathParamNames<SpecOf<E>['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<SpecOf<E>['path']>, string | number> };
export type EndpointQuery<E> =
  SpecOf<E> extends { query: infer Q } ? QueryInput<z.input<SchemaAt<ModuleOf<E>, Q>>> : never;
export type EndpointBody<E> =
  SpecOf<E> extends { body: infer B } ? (B extends 'multipart' ? FormData : z.input<SchemaAt<ModuleOf<E>, B>>) : never;
/** What a call answers (the response schema's output); void for an endpoint without a JSON answer. */
export type EndpointResult<E> =
  SpecOf<E> extends { list: true }
    ? Page<EndpointItem<E>>
    : SpecOf<E> extends { response: infer R }
      ? R extends null
        ? void
        : z.output<SchemaAt<ModuleOf<E>, R>>
      : never;
/** One item of a list endpoint's answer. */
export type EndpointItem<E> = SpecOf<E> extends { response: infer R } ? z.output<SchemaAt<ModuleOf<E>, R>> : never;

/** The input of a call: path params when the path has any, `query` when it takes one, `body` when it takes one. */
export type EndpointInput<E> = EndpointParams<E> &
  ([EndpointQuery<E>] extends [never] ? unknown : { query?: EndpointQuery<E> }) &
  ([EndpointBody<E>] extends [never] ? unknown : { body: EndpointBody<E> });

/** The arguments after the endpoint: the input may be left out when nothing in it is required. */
export type CallArgs<E, O> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: O]
    : [input: EndpointInput<E>, options?: O];

/** Server side: what the handler receives, after validation. */
export type HandlerParams<E> =
  SpecOf<E> extends { params: infer P }
    ? z.output<SchemaAt<ModuleOf<E>, P>>
    : Record<PathParamNames<SpecOf<E>['path']>, string>;
export type HandlerQuery<E> =
  SpecOf<E> extends { query: infer Q } ? z.output<SchemaAt<ModuleOf<E>, Q>> : Record<string, never>;
export type HandlerBody<E> =
  SpecOf<E> extends { body: infer B }
    ? B extends 'multipart'
      ? undefined
      : z.output<SchemaAt<ModuleOf<E>, B>>
    : undefined;
/** What a handler returns: the response schema's input (null-response endpoints send through the reply). */
export type HandlerResult<E> =
  SpecOf<E> extends { response: infer R }
    ? R extends null
      ? unknown
      : SpecOf<E> extends { list: true }
        ? Page<z.input<SchemaAt<ModuleOf<E>, R>>> | Array<z.input<SchemaAt<ModuleOf<E>, R>>>
        : z.input<SchemaAt<ModuleOf<E>, R>>
    : never;

/** Any declared endpoint, as registration and the scope test see it. */
export interface AnyEndpoint {
  readonly spec: AnySpec;
  readonly tag: string;
  readonly loadSchemas: () => Promise<SchemaModule>;
}

/** The URL path of a call relative to its base, `:name` segments filled in and encoded. */
export function endpointPath(spec: { path: string }, params: Record<string, unknown> = {}): string {
  return spec.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter '${name}' for ${spec.path}`);
    return encodeURIComponent(value);
  });
}

import type { authEndpoints } from '../../../src/core/contract/authEndpoints.ts';
import type { EndpointBody, EndpointItem, EndpointQuery, EndpointResult } from '../../../src/core/contract/endpoint.ts';
import type { DetailError, FieldErrors } from '../../../src/core/contract/errors.ts';
import type { installationEndpoints } from '../../../src/core/contract/installationEndpoints.ts';
import type { meterGroupEndpoints } from '../../../src/core/contract/meterGroupEndpoints.ts';
import type { userEndpoints } from '../../../src/core/contract/userEndpoints.ts';

/*
 * The portal's own request and answer types (src/core/contract) beside those a generator (openapi-typescript)
 * writes from /api/schema/, for a few calls of each kind: `Disagreements<paths>` names every call where they
 * differ, and is `never` when they agree (tests/server/generatedClient.test.ts). Generic in the generated
 * `paths`, so this file type-checks with the project whatever the generator writes.
 */

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Operation<P, Path extends string, M extends Method> = P extends { [K in Path]: { [N in M]: infer O } } ? O : never;
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON answer of one status. */
type Answer<P, Path extends string, M extends Method, Status extends number> =
  Operation<P, Path, M> extends { responses: { [S in Status]: infer R } } ? Json<R> : never;
/** The JSON request body. */
type Body<P, Path extends string, M extends Method> =
  Operation<P, Path, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
/** The query parameters. */
type Query<P, Path extends string, M extends Method> =
  Operation<P, Path, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** `From` can be used where `To` is expected (and neither is missing: a call the document lacks disagrees). */
type Fits<From, To> = [From] extends [never]
  ? false
  : [To] extends [never]
    ? false
    : [From] extends [To]
      ? true
      : false;
/** Both ways. */
type Same<A, B> = Fits<A, B> extends true ? Fits<B, A> : false;

/**
 * The same parameters, and each value the document allows one the portal takes too (the portal also takes
 * numbers and booleans for a string: they go on the URL as text).
 */
type SameQuery<Generated, Portal> = Same<keyof Generated, keyof Portal> extends true ? Fits<Generated, Portal> : false;
/** DRF lists answer a page, or the plain array with `no_page=true`: the portal's calls ask for pages. */
type PageOf<T> = Extract<T, { results: unknown }>;
/** Each call and whether the two agree (`true`). */
type Checks<P> = {
  // lists: the answer's page and the query
  'GET /api/installations/ answer': Same<
    PageOf<Answer<P, '/api/installations/', 'get', 200>>,
    EndpointResult<typeof installationEndpoints.list>
  >;
  'GET /api/installations/ query': SameQuery<
    Query<P, '/api/installations/', 'get'>,
    EndpointQuery<typeof installationEndpoints.list>
  >;
  'GET /api/meter-groups/ answer': Same<
    PageOf<Answer<P, '/api/meter-groups/', 'get', 200>>,
    EndpointResult<typeof meterGroupEndpoints.list>
  >;
  'GET /api/users/ answer': Same<
    PageOf<Answer<P, '/api/users/', 'get', 200>>,
    EndpointResult<typeof userEndpoints.list>
  >;
  // details
  'GET /api/installations/{uuid}/ answer': Same<
    Answer<P, '/api/installations/{uuid}/', 'get', 200>,
    EndpointResult<typeof installationEndpoints.get>
  >;
  'GET /api/meter-groups/{uuid}/ answer': Same<
    Answer<P, '/api/meter-groups/{uuid}/', 'get', 200>,
    EndpointItem<typeof meterGroupEndpoints.get>
  >;
  'GET /auth/current/ answer': Same<
    Answer<P, '/auth/current/', 'get', 200>,
    EndpointResult<typeof authEndpoints.current>
  >;
  // creates and changes with a body
  'POST /api/meter-groups/ body': Same<
    Body<P, '/api/meter-groups/', 'post'>,
    EndpointBody<typeof meterGroupEndpoints.create>
  >;
  'POST /api/meter-groups/ answer': Same<
    Answer<P, '/api/meter-groups/', 'post', 201>,
    EndpointResult<typeof meterGroupEndpoints.create>
  >;
  'PATCH /api/meter-groups/{uuid}/ body': Same<
    Body<P, '/api/meter-groups/{uuid}/', 'patch'>,
    EndpointBody<typeof meterGroupEndpoints.update>
  >;
  'POST /auth/token/ body': Same<Body<P, '/auth/token/', 'post'>, EndpointBody<typeof authEndpoints.token>>;
  'POST /auth/token/ answer': Same<Answer<P, '/auth/token/', 'post', 200>, EndpointResult<typeof authEndpoints.token>>;
  // the error shapes: field errors on a bad body, a detail for the rest
  'POST /api/meter-groups/ 400': Same<Answer<P, '/api/meter-groups/', 'post', 400>, FieldErrors | DetailError>;
  'GET /api/meter-groups/{uuid}/ 404': Same<Answer<P, '/api/meter-groups/{uuid}/', 'get', 404>, DetailError>;
  'GET /api/installations/ 403': Same<Answer<P, '/api/installations/', 'get', 403>, DetailError>;
};

export type Disagreements<P> = {
  [Call in keyof Checks<P>]: Checks<P>[Call] extends true ? never : Call;
}[keyof Checks<P>];

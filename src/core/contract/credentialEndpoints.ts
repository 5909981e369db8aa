import type { endpointsOf, SchemaKey, SchemaModule } from './endpoint.ts';

// keys speak for the company elsewhere: those who may change the company manage them
const manage = { scope: 'company', permission: 'change_company' } as const;

/**
 * The endpoints every company credential has under `path`: the company's keys as a list, a new key (the one
 * answer that shows its secret) and revoking one; those who may change the company manage them. The schemas
 * are named by their export names (`embedKey`, `embedKeyCreate`, …).
 */
export function credentialEndpoints<
  M extends SchemaModule,
  const P extends string,
  I extends SchemaKey<M>,
  C extends SchemaKey<M>,
  B extends SchemaKey<M>,
  R extends SchemaKey<M>,
  Q extends SchemaKey<M>,
>(
  endpoint: ReturnType<typeof endpointsOf<M>>,
  path: P,
  schemas: { item: I; created: C; create: B; params: R; listQuery: Q },
) {
  return {
    list: endpoint({
      ...manage,
      method: 'GET',
      path,
      query: schemas.listQuery,
      response: schemas.item,
      list: true,
    }),
    create: endpoint({
      ...manage,
      method: 'POST',
      path,
      body: schemas.create,
      response: schemas.created,
      status: 201,
      secret: true,
    }),
    /** a revoked key is refused from then on */
    revoke: endpoint({
      ...manage,
      method: 'POST',
      path: `${path}/:id/revoke`,
      params: schemas.params,
      response: schemas.item,
    }),
  };
}

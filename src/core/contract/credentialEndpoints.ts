import type { endpointsOf, SchemaKey, SchemaModule } from './endpoint.ts';

// keys speak for the company elsewhere: those who may change the company manage them
const manage = { scope: 'company', permission: 'change_company' } as const;

/** The schemas of a credential's endpoints, by their export names (`embedKey`, `embedKeyCreate`, …). */
interface CredentialSchemas<M extends SchemaModule> {
  item: SchemaKey<M>;
  created: SchemaKey<M>;
  create: SchemaKey<M>;
  params: SchemaKey<M>;
  listQuery: SchemaKey<M>;
}

/**
 * The endpoints every company credential has under `path`: the company's keys as a list, a new key (the one
 * answer that shows its secret) and revoking one; those who may change the company manage them.
 */
export function credentialEndpoints<
  M extends SchemaModule,
  const P extends string,
  const S extends CredentialSchemas<M>,
>(endpoint: ReturnType<typeof endpointsOf<M>>, path: P, schemas: S) {
  return {
    list: endpoint({
      ...manage,
      method: 'GET',
      path,
      query: schemas.listQuery as S['listQuery'],
      response: schemas.item as S['item'],
      list: true,
    }),
    create: endpoint({
      ...manage,
      method: 'POST',
      path,
      body: schemas.create as S['create'],
      response: schemas.created as S['created'],
      status: 201,
      secret: true,
    }),
    /** a revoked key is refused from then on */
    revoke: endpoint({
      ...manage,
      method: 'POST',
      path: `${path}/:id/revoke`,
      params: schemas.params as S['params'],
      response: schemas.item as S['item'],
    }),
  };
}

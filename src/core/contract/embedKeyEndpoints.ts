import { credentialEndpoints } from './credentialEndpoints.ts';
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('embed-keys', () => import('./embedKeys.ts'));
// keys speak for the company on other sites: those who may change the company manage them
const manage = { scope: 'company', permission: 'change_company' } as const;
const { list, create, revoke } = credentialEndpoints(endpoint, 'embed-keys', {
  item: 'embedKey',
  created: 'embedKeyCreated',
  create: 'embedKeyCreate',
  params: 'embedKeyParams',
  listQuery: 'embedKeyListQuery',
});

/** Embed keys: a partner's page shows a company's data in the elements, read-only, from listed origins. */
export const embedKeyEndpoints = {
  list,
  create,
  update: endpoint({
    ...manage,
    method: 'PATCH',
    path: 'embed-keys/:id',
    params: 'embedKeyParams',
    body: 'embedKeyUpdate',
    response: 'embedKey',
  }),
  /** a revoked key exchanges no more, and the tokens it gave stop working */
  revoke,
  /** the element's key for a short-lived read-only token, from an allowed origin only */
  token: endpoint({
    method: 'POST',
    base: 'auth',
    path: 'embed/token',
    scope: 'public',
    permission: null,
    body: 'embedTokenRequest',
    response: 'embedToken',
    secret: true,
  }),
};

import { credentialEndpoints } from './credentialEndpoints.ts';
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('ingestion-keys', () => import('./ingestionKeys.ts'));

/**
 * Ingestion keys: write-only credentials of a company's gateways and receivers, sent as
 * `Authorization: Bearer <secret>` to the endpoints that declare `ingestion: true` (posting telegrams).
 */
export const ingestionKeyEndpoints = credentialEndpoints(endpoint, 'ingestion-keys', {
  item: 'ingestionKey',
  created: 'ingestionKeyCreated',
  create: 'ingestionKeyCreate',
  params: 'ingestionKeyParams',
  listQuery: 'ingestionKeyListQuery',
});

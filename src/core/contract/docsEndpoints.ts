import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('docs', async () => ({}));

/** The API's own description: the OpenAPI document (the docs page at api/docs is served beside it). */
export const docsEndpoints = {
  schema: endpoint({ method: 'GET', path: 'schema', scope: 'public', permission: null, response: null, hidden: true }),
};

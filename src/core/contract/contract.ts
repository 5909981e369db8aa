import type { AnyEndpoint } from './endpoint.ts';
import { docsEndpoints } from './docsEndpoints.ts';
import { installationEndpoints } from './installationEndpoints.ts';

/**
 * Every endpoint of the API, by resource: the route-scope test checks that the server mounts each one
 * and nothing beside them. Clients import the resource files they use, not this index.
 */
export const contract: Record<string, Record<string, AnyEndpoint>> = {
  docs: docsEndpoints,
  installations: installationEndpoints,
};

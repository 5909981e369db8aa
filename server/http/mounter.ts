import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '../../src/core/contract/endpoint.ts';
import type { AppContext } from '../AppContext.ts';
import { mountEndpoint, type EndpointHandler, type MountOptions } from './mountEndpoint.ts';

export type Mount = <E extends AnyEndpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options?: MountOptions,
) => Promise<void>;

/**
 * A route module: `mounter(async (mount, ctx) => { await mount(endpoints.list, handler) })` gives the
 * `(ctx) => plugin` that app.ts registers. Every API route goes through `mount`, so each is one
 * contract endpoint with its scope decision.
 */
export function mounter(body: (mount: Mount, ctx: AppContext) => Promise<void>) {
  return (ctx: AppContext) => async (app: FastifyInstance) => {
    await body((endpoint, handler, options) => mountEndpoint(app, endpoint, handler, options), ctx);
  };
}

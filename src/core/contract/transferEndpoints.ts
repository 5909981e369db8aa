import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('transfers', () => import('./transfers.ts'));
const view = { scope: 'company', permission: 'view_transfer' } as const;
const add = { scope: 'company', permission: 'add_transfer' } as const;

/** Key transfers between companies: history, one transfer, the allowed targets, a new transfer. */
export const transferEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'transfers',
    query: 'transferListQuery',
    response: 'transfer',
    list: true,
  }),
  create: endpoint({
    ...add,
    method: 'POST',
    path: 'transfers',
    body: 'transferCreate',
    response: 'transferDetail',
    status: 201,
  }),
  /** the companies the caller may transfer keys to (a distributor: its customers; staff: any) */
  targets: endpoint({ ...add, method: 'GET', path: 'transfers/targets', response: 'transferTarget', list: true }),
  get: endpoint({
    ...view,
    method: 'GET',
    path: 'transfers/:id',
    params: 'transferParams',
    response: 'transferDetail',
  }),
};

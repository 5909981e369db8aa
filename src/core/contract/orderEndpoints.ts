import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('orders', () => import('./orders.ts'));
const view = { scope: 'company', permission: 'view_order' } as const;

/** Delivery orders of the caller's companies, their modules and the sales-order document. */
export const orderEndpoints = {
  list: endpoint({ ...view, method: 'GET', path: 'orders', query: 'orderListQuery', response: 'order', list: true }),
  /** the sales-order PDF, from the workflow service (or rendered by this server without one) */
  salesOrder: endpoint({
    ...view,
    method: 'GET',
    path: 'orders/sales-order',
    query: 'salesOrderQuery',
    response: null,
  }),
  get: endpoint({ ...view, method: 'GET', path: 'orders/:id', params: 'orderParams', response: 'orderDetail' }),
};

import { z } from 'zod';
import { listQuery } from './pagination.ts';

/** `orders/:id`: an order is named by its delivery order number. */
export const orderParams = z.object({ id: z.string() });

/** A delivery order (spec section 3): its number's first word is the customer account. */
export const order = z.object({
  delivery_order_number: z.string(),
  account: z.string(),
  sales_order: z.string(),
  company: z.number().int(),
  company_name: z.string(),
  client_order_number: z.string(),
  delivery_note_number: z.string(),
  sales_representative: z.string(),
  order_date: z.string(),
  module_count: z.number().int(),
});
export type Order = z.infer<typeof order>;

export const orderModule = z.object({
  comm_mod_uuid: z.string(),
  module_serial: z.string(),
  module_type: z.string(),
  meter_serial: z.string().nullable(),
  is_deleted: z.boolean(),
});
export type OrderModule = z.infer<typeof orderModule>;

export const orderDetail = order.extend({ modules: z.array(orderModule) });
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListQuery = listQuery.extend({ company: z.string().optional() });
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The sales-order document, as the workflow service names it: by account and sales order. */
export const salesOrderQuery = z.object({ account: z.string().optional(), salesorder: z.string().optional() });

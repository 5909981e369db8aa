import type { Order } from '../../../src/core/contract/orders.ts';
import type { orders } from '../../db/keySchema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The delivery order number's first word is the customer account, the rest the sales order. */
export function splitOrderNumber(deliveryOrderNumber: string): { account: string; salesOrder: string } {
  const [account, ...rest] = deliveryOrderNumber.trim().split(/\s+/);
  return { account, salesOrder: rest.join(' ') };
}

export function orderBody(row: OrderRow, companyName: string, moduleCount: number): Order {
  const { account, salesOrder } = splitOrderNumber(row.deliveryOrderNumber);
  return {
    delivery_order_number: row.deliveryOrderNumber,
    account,
    sales_order: salesOrder,
    company: row.companyId,
    company_name: companyName,
    client_order_number: row.clientOrderNumber,
    delivery_note_number: row.deliveryNoteNumber,
    sales_representative: row.salesRepresentative,
    order_date: row.orderDate.toISOString(),
    module_count: moduleCount,
  };
}

import { orderEndpoints as endpoints } from '../../../src/core/contract/orderEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import type { companies } from '../../db/schema.ts';
import { attachmentDisposition } from '../../http/exports/attachmentDisposition.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { orderBody } from './orderBody.ts';
import { orderRepository } from './orderRepository.ts';
import { renderSalesOrderPdf, type SalesOrderParty } from './renderSalesOrderPdf.ts';
import { salesOrderSource } from './salesOrderSource.ts';

const party = (c: typeof companies.$inferSelect): SalesOrderParty => ({
  name: c.name,
  address: c.address,
  zip: c.zip,
  city: c.city,
  country: c.country,
  customerAccount: c.customerAccount,
});

/** Delivery orders of the caller's companies, one order with its modules, and the sales-order document. */
export const orderRoutes = mounter(async (mount, { db, config }: AppContext) => {
  await mount(endpoints.list, async ({ query, scope, request }) => {
    const window = pageWindow(query);
    const { rows, total } = await orderRepository(db, scope).page(query, window);
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => orderBody(row.order, row.companyName, row.moduleCount)),
    );
  });

  await mount(endpoints.salesOrder, async ({ query, scope, reply }) => {
    const account = query.account?.trim() ?? '';
    const salesOrder = query.salesorder?.trim() ?? '';
    const errors: Record<string, Msg[]> = {};
    if (!account) errors.account = [msg(query.account === undefined ? 'required' : 'blank')];
    if (!salesOrder) errors.salesorder = [msg(query.salesorder === undefined ? 'required' : 'blank')];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    // the order must be the caller's to see before anything is asked of the workflow service
    const repository = orderRepository(db, scope);
    const { order } = await repository.find(`${account} ${salesOrder}`);
    // read on each request: the setting can change while the server runs (tests point it at a stand-in)
    const pdf = await salesOrderSource(config.workflowUrl).fetch(account, salesOrder, async () => {
      const [buyer, seller, modules] = [
        await repository.company(order.companyId),
        await repository.provider(),
        await repository.modules(order.deliveryOrderNumber),
      ];
      return renderSalesOrderPdf({
        deliveryOrderNumber: order.deliveryOrderNumber,
        salesOrder,
        clientOrderNumber: order.clientOrderNumber,
        deliveryNoteNumber: order.deliveryNoteNumber,
        salesRepresentative: order.salesRepresentative,
        orderDate: order.orderDate,
        seller: seller ? party(seller) : null,
        buyer: party(buyer),
        modules,
      });
    });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', attachmentDisposition(`sales-order_${account}_${salesOrder}.pdf`))
      .send(pdf);
  });

  await mount(endpoints.get, async ({ params, scope }) => {
    const repository = orderRepository(db, scope);
    const row = await repository.find(params.id);
    const modules = await repository.modules(row.order.deliveryOrderNumber);
    return {
      ...orderBody(row.order, row.companyName, row.moduleCount),
      modules: modules.map((m) => ({
        comm_mod_uuid: m.commModUuid,
        module_serial: m.moduleSerial,
        module_type: m.moduleType,
        meter_serial: m.meterSerial,
        is_deleted: m.isDeleted,
      })),
    };
  });
});

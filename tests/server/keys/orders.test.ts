import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { Order, OrderDetail } from '../../../src/core/contract/orders.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { serverSuite } from '../support/serverSuite.ts';
import { caller, download, KEY_SUITE, RIVERSIDE_KEEPER } from './keySupport.ts';

const suite = serverSuite(KEY_SUITE);
const { ids, tokens } = suite;
const as = caller(suite);

describe('orders/', () => {
  it('lists the orders of the caller’s companies, newest first, with the account as first word', async () => {
    const keeper = await as<Page<Order>>(RIVERSIDE_KEEPER, 'GET', '/api/orders/');
    expect(keeper.body.count).toBeGreaterThan(0);
    for (const o of keeper.body.results) {
      expect(o.company).toBe(ids['Riverside Water Works']);
      expect(o.delivery_order_number.split(' ')[0]).toBe(o.account);
    }
    const dates = keeper.body.results.map((o) => o.order_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const admin = await as<Page<Order>>('admin@example.com', 'GET', '/api/orders/?ordering=delivery_order_number');
    expect(new Set(admin.body.results.map((o) => o.company_name)).size).toBe(3);
    expect((await as('user@example.com', 'GET', '/api/orders/')).status).toBe(403);
  });

  it('shows one order with its modules; another company’s order is a 404', async () => {
    const [mine] = (await as<Page<Order>>(RIVERSIDE_KEEPER, 'GET', '/api/orders/')).body.results;
    const detail = await as<OrderDetail>(
      RIVERSIDE_KEEPER,
      'GET',
      `/api/orders/${encodeURIComponent(mine.delivery_order_number)}/`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.modules).toHaveLength(mine.module_count);
    const [theirs] = (
      await as<Page<Order>>('staff@example.com', 'GET', `/api/orders/?company=${ids['Hillcrest Utilities']}`)
    ).body.results;
    expect(
      (await as(RIVERSIDE_KEEPER, 'GET', `/api/orders/${encodeURIComponent(theirs.delivery_order_number)}/`)).status,
    ).toBe(404);
  });
});

describe('orders/sales-order/', () => {
  let workflow: Server | undefined;
  afterEach(async () => {
    suite.server.built.ctx.config.workflowUrl = undefined;
    await new Promise((resolve) => (workflow ? workflow.close(resolve) : resolve(undefined)));
    workflow = undefined;
  });

  it('renders the sales-order PDF by account and sales order, named for download', async () => {
    const [mine] = (await as<Page<Order>>(RIVERSIDE_KEEPER, 'GET', '/api/orders/')).body.results;
    const path = `/api/orders/sales-order/?account=${mine.account}&salesorder=${encodeURIComponent(mine.sales_order)}`;
    const pdf = await download(suite.server, tokens[RIVERSIDE_KEEPER], path);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="sales-order_${mine.account}_${mine.sales_order}.pdf"`);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await as('staff@example.com', 'GET', '/api/orders/sales-order/');
    expect(missing.body).toEqual({ account: ['This field is required.'], salesorder: ['This field is required.'] });
    const [theirs] = (
      await as<Page<Order>>('staff@example.com', 'GET', `/api/orders/?company=${ids['Hillcrest Utilities']}`)
    ).body.results;
    const foreign = `/api/orders/sales-order/?account=${theirs.account}&salesorder=${encodeURIComponent(theirs.sales_order)}`;
    expect((await download(suite.server, tokens[RIVERSIDE_KEEPER], foreign)).status).toBe(404);
  });

  it('asks the workflow service when WORKFLOW_URL is set, and says so when it fails', async () => {
    const asked: string[] = [];
    let answer = { status: 200, body: '%PDF-1.4 from the workflow service' };
    workflow = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(answer.status, { 'Content-Type': 'application/pdf' }).end(answer.body);
    });
    await new Promise<void>((resolve) => workflow!.listen(0, '127.0.0.1', resolve));
    const address = workflow.address();
    suite.server.built.ctx.config.workflowUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const [mine] = (await as<Page<Order>>(RIVERSIDE_KEEPER, 'GET', '/api/orders/')).body.results;
    const path = `/api/orders/sales-order/?account=${mine.account}&salesorder=${encodeURIComponent(mine.sales_order)}`;
    const pdf = await download(suite.server, tokens[RIVERSIDE_KEEPER], path);
    expect(pdf.body.toString()).toBe('%PDF-1.4 from the workflow service');
    expect(asked).toEqual([
      `/salesorders/?account=${mine.account}&salesorder=${encodeURIComponent(mine.sales_order).replace(/%20/g, '+')}`,
    ]);
    answer = { status: 500, body: 'boom' };
    const failed = await as(RIVERSIDE_KEEPER, 'GET', path);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ detail: 'Failed to download order' });
  });
});

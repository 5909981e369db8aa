import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmUnavailable } from '../../../server/modules/companies/crm/crmAdapter.ts';
import { httpCrm, mapCrmAccount } from '../../../server/modules/companies/crm/httpCrm.ts';

const ACCOUNT = {
  account_number: 'K-1',
  company_name: 'Brook Utility',
  street: 'Main 1',
  postal_code: '1000',
  city: 'Town',
  country_code: 'AT',
  region: 'East',
  sales_rep: 'Rita',
  alert_emails: ['a@brook.example.com', 7],
};

let server: Server;
let base: string;
const seen: Array<{ url: string; auth: string | undefined }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/accounts?')) return res.end(JSON.stringify({ results: [ACCOUNT, { company_name: 'no number' }] }));
    if (req.url === '/accounts/K-1') return res.end(JSON.stringify(ACCOUNT));
    if (req.url === '/accounts/BROKEN') return res.writeHead(500).end('{}');
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP CRM adapter', () => {
  it('maps the documented fields and ignores records without account number', () => {
    expect(mapCrmAccount(ACCOUNT)).toEqual({
      customer_account: 'K-1',
      name: 'Brook Utility',
      address: 'Main 1',
      zip: '1000',
      city: 'Town',
      country: 'AT',
      area: 'East',
      sales_representative: 'Rita',
      mailing_list: ['a@brook.example.com'],
    });
    expect(mapCrmAccount({ company_name: 'x' })).toBeNull();
  });

  it('searches and fetches with the bearer token; a missing account is null, a failing CRM unavailable', async () => {
    const crm = httpCrm(base, 'secret-token');
    expect((await crm.search('brook', 5)).map((r) => r.customer_account)).toEqual(['K-1']);
    expect(seen[0]).toEqual({ url: '/accounts?search=brook&limit=5', auth: 'Bearer secret-token' });
    expect((await crm.get('K-1'))?.name).toBe('Brook Utility');
    expect(await crm.get('K-2')).toBeNull();
    await expect(crm.get('BROKEN')).rejects.toBeInstanceOf(CrmUnavailable);
    await expect(httpCrm('http://127.0.0.1:1', undefined).search('x', 1)).rejects.toBeInstanceOf(CrmUnavailable);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../server/db/schema.ts';
import { CrmUnavailable, CrmValueTooLong } from '../../../server/modules/companies/crm/crmAdapter.ts';
import { httpCrm, mapCrmAccount } from '../../../server/modules/companies/crm/httpCrm.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { post } from './adminSupport.ts';

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

const LONG_NAME = { ...ACCOUNT, account_number: 'K-LONG', company_name: 'W'.repeat(201) };
const MANY_MAILS = {
  ...ACCOUNT,
  account_number: 'K-MAILS',
  alert_emails: Array.from({ length: 101 }, (_, i) => `m${i}@brook.example.com`),
};

let server: Server;
let base: string;
const seen: Array<{ url: string; auth: string | undefined }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/accounts?'))
      return res.end(JSON.stringify({ results: [ACCOUNT, { company_name: 'no number' }] }));
    if (req.url === '/accounts/K-1') return res.end(JSON.stringify(ACCOUNT));
    if (req.url === '/accounts/BROKEN') return res.writeHead(500).end('{}');
    if (req.url === '/accounts/K-LONG') return res.end(JSON.stringify(LONG_NAME));
    if (req.url === '/accounts/K-MAILS') return res.end(JSON.stringify(MANY_MAILS));
    // what an account number must never reach: another CRM path, answered with the token in hand
    if (req.url === '/accounts/K-HUGE') return res.end(JSON.stringify({ ...ACCOUNT, padding: 'x'.repeat(2 ** 21) }));
    if (req.url === '/accounts/K-HUGE-CHUNKED') {
      // no declared length: the size shows only while reading
      res.write(`${JSON.stringify(ACCOUNT).slice(0, -1)}, "padding": "`);
      for (let i = 0; i < 3; i++) res.write('x'.repeat(2 ** 20));
      return res.end('"}');
    }
    if (req.url === '/' || req.url === '/admin/export') return res.end(JSON.stringify(ACCOUNT));
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

/** Account numbers that would leave `/accounts/` once in a URL: dot segments, slashes, encoded ones, queries. */
const ESCAPING = [
  '.',
  '..',
  '../admin/export',
  'K-1/../../admin/export',
  '%2e%2e',
  '..%2Fadmin',
  'K-1?x=1',
  'K-1#x',
  ' .. ',
];

describe('account numbers stay inside the CRM account path', () => {
  it('asks the CRM nothing for an account number that is no plain account number', async () => {
    const crm = httpCrm(`${base}`, 'secret-token');
    seen.length = 0;
    for (const number of ESCAPING) expect(await crm.get(number), number).toBeNull();
    expect(seen).toEqual([]);
    expect((await crm.get('K-1'))?.name).toBe('Brook Utility');
    expect(seen.map((s) => s.url)).toEqual(['/accounts/K-1']);
  });

  it('keeps a CRM base with a path of its own', async () => {
    seen.length = 0;
    expect(await httpCrm(`${base}v2/`, undefined).get('K-9')).toBeNull();
    expect(seen.map((s) => s.url)).toEqual(['/v2/accounts/K-9']);
  });
});

describe('CRM fields are no longer than the portal stores', () => {
  it('refuses an account whose name or mailing list is over the company limits', async () => {
    const crm = httpCrm(base, undefined);
    await expect(crm.get('K-LONG')).rejects.toEqual(new CrmValueTooLong('name', 200));
    await expect(crm.get('K-MAILS')).rejects.toEqual(new CrmValueTooLong('mailing_list', 100));
  });

  it('does not read an answer of megabytes', async () => {
    await expect(httpCrm(base, undefined).get('K-HUGE')).rejects.toBeInstanceOf(CrmUnavailable);
    await expect(httpCrm(base, undefined).get('K-HUGE-CHUNKED')).rejects.toBeInstanceOf(CrmUnavailable);
  });
});

describe('Import Company (CRM) against an HTTP CRM', () => {
  let portal: TestServer;
  let staff: string;
  beforeAll(async () => {
    portal = await serverFor({ staticDir: false, config: { crmUrl: base, crmToken: 'secret-token' } });
    staff = (await login(portal, 'staff@example.com')).access;
  });
  afterAll(() => portal?.close());
  const importAccount = (customer_account: string) =>
    post(portal, staff, '/api/companies/crm_import/', {
      customer_account,
      is_distributor: false,
      admin_email: `chief-${customer_account.length}@brook.example.com`,
    });

  it('answers 400 for "." and ".." and never sends the CRM token to another path', async () => {
    seen.length = 0;
    for (const number of ESCAPING) {
      const reply = await importAccount(number);
      expect(reply.status, number).toBe(400);
      expect(reply.body, number).toEqual({
        customer_account: [
          'Enter a customer account of letters, digits, "-", "_" and ".", beginning and ending with a letter or digit.',
        ],
      });
    }
    expect(seen).toEqual([]);
  });

  it('answers 400 naming the field when the CRM answers a value too long, and creates no company', async () => {
    const reply = await importAccount('K-LONG');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      customer_account: [
        'The CRM\'s "name" of this account is over the portal\'s limit of 200; correct it in the CRM.',
      ],
    });
    const mails = await importAccount('K-MAILS');
    expect(mails.body).toEqual({
      customer_account: [
        'The CRM\'s "mailing_list" of this account is over the portal\'s limit of 100; correct it in the CRM.',
      ],
    });
    const rows = await portal.built.ctx.db.select().from(companies).where(eq(companies.customerAccount, 'K-LONG'));
    expect(rows).toEqual([]);
  });
});

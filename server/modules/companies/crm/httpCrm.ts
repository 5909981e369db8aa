import type { CrmAdapter, CrmRecord } from './crmAdapter.ts';
import { CrmUnavailable } from './crmAdapter.ts';
import { isCrmAccountNumber } from './crmAccountNumber.ts';
import { fitsCompanyFields, limitedCrmRecord } from './crmRecordSchema.ts';

const TIMEOUT_MS = 10_000;
/** far above 25 accounts within the company limits: a larger answer is no account list, and is not read on */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** The answer's JSON, read up to MAX_ANSWER_BYTES (a declared or actual larger body is refused). */
async function readAnswer(response: Response): Promise<unknown> {
  const tooLarge = () => new CrmUnavailable(`CRM answer over ${MAX_ANSWER_BYTES} bytes`);
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body)
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > MAX_ANSWER_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    throw new CrmUnavailable('CRM answer is not JSON', { cause: error });
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A CRM account of the HTTP API (docs/crm.md) mapped to the portal's fields: `account_number` ->
 * customer_account, `company_name` -> name, `street` -> address, `postal_code` -> zip, `city`,
 * `country_code` -> country, `region` -> area, `sales_rep` -> sales_representative, `alert_emails` ->
 * mailing_list. A record without account number or name is no account.
 */
export function mapCrmAccount(raw: unknown): CrmRecord | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const customer_account = text(r.account_number).trim();
  const name = text(r.company_name).trim();
  if (!customer_account || !name) return null;
  return {
    customer_account,
    name,
    address: text(r.street),
    city: text(r.city),
    zip: text(r.postal_code),
    country: text(r.country_code),
    area: text(r.region),
    sales_representative: text(r.sales_rep),
    mailing_list: Array.isArray(r.alert_emails) ? r.alert_emails.filter((e): e is string => typeof e === 'string') : [],
  };
}

/** `{base}/accounts[/{number}]`: the URL API appends to the base's own path; `number` is one checked segment. */
function accountsUrl(base: URL, number?: string): URL {
  const url = new URL(base);
  const segment = number === undefined ? '' : `/${encodeURIComponent(number)}`;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/accounts${segment}`;
  url.search = '';
  url.hash = '';
  return url;
}

/**
 * A real CRM: `GET {url}/accounts?search=&limit=` and `GET {url}/accounts/{number}`, with a bearer token.
 * An account number that is no plain one (CRM_ACCOUNT_NUMBER) is unknown without asking: the token goes
 * to the account paths only. Answers over the company fields' limits are refused, never stored.
 */
export function httpCrm(crmUrl: string, token: string | undefined): CrmAdapter {
  if (!URL.canParse(crmUrl)) throw new Error(`CRM_URL: "${crmUrl}" is not a URL (e.g. https://crm.example.com/api/)`);
  const baseUrl = new URL(crmUrl);
  const get = async (url: URL): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CrmUnavailable('CRM unreachable', { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new CrmUnavailable(`CRM answered ${response.status}`);
    try {
      return await readAnswer(response);
    } catch (error) {
      throw error instanceof CrmUnavailable ? error : new CrmUnavailable('CRM answer unreadable', { cause: error });
    }
  };
  return {
    async search(q, limit) {
      const url = accountsUrl(baseUrl);
      url.searchParams.set('search', q);
      url.searchParams.set('limit', String(limit));
      const body = await get(url);
      const list = Array.isArray(body) ? body : (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(list)) throw new CrmUnavailable('CRM search answer is not a list');
      return list
        .map(mapCrmAccount)
        .filter((r): r is CrmRecord => r !== null && fitsCompanyFields(r))
        .slice(0, limit);
    },
    async get(customerAccount) {
      if (!isCrmAccountNumber(customerAccount)) return null;
      const body = await get(accountsUrl(baseUrl, customerAccount));
      const record = body === null ? null : mapCrmAccount(body);
      return record && limitedCrmRecord(record);
    },
  };
}

/** A customer account as the CRM knows it, mapped to the company fields of the portal. */
export interface CrmRecord {
  customer_account: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  area: string;
  sales_representative: string;
  mailing_list: string[];
}

/** Where company imports come from: a real CRM's HTTP API, or the bundled demo data set. */
export interface CrmAdapter {
  /** accounts whose name or customer account contains the text, at most `limit` */
  search(text: string, limit: number): Promise<CrmRecord[]>;
  /** one account by its customer account, or null */
  get(customerAccount: string): Promise<CrmRecord | null>;
}

/** The CRM could not answer (network, status, shape): a 502 for the caller, never a 500. */
export class CrmUnavailable extends Error {}

/** The CRM answered a value longer than the portal keeps for that company field (`limit`: characters or entries). */
export class CrmValueTooLong extends Error {
  constructor(
    readonly field: string,
    readonly limit: number,
  ) {
    super(`CRM value of ${field} over ${limit}`);
  }
}

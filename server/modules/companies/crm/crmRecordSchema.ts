import { z } from 'zod';
import { companyFields } from '../../../../src/core/contract/companies.ts';
import { CrmValueTooLong, type CrmRecord } from './crmAdapter.ts';

/** A CRM account within the limits of the company fields it is stored in (the portal's forms keep the same). */
export const crmRecordSchema = z.object({
  customer_account: companyFields.customer_account,
  name: companyFields.name,
  address: companyFields.address,
  city: companyFields.city,
  zip: companyFields.zip,
  country: companyFields.country,
  area: companyFields.area,
  sales_representative: companyFields.sales_representative,
  mailing_list: z.array(z.string().max(254)).max(100),
});

/** The record as it is, or CrmValueTooLong naming the first field over its limit. */
export function limitedCrmRecord(record: CrmRecord): CrmRecord {
  const parsed = crmRecordSchema.safeParse(record);
  if (parsed.success) return record;
  const issue = parsed.error.issues[0];
  const limit = issue.code === 'too_big' ? Number(issue.maximum) : 0;
  throw new CrmValueTooLong(String(issue.path[0]), limit);
}

/** Whether the record fits the company fields (search results that do not are left out). */
export const fitsCompanyFields = (record: CrmRecord): boolean => crmRecordSchema.safeParse(record).success;

import type { Company, CompanyCreate } from '../../core/contract/companies.ts';

export const COMPANY_FIELDS = [
  'name',
  'customer_account',
  'address',
  'city',
  'zip',
  'country',
  'area',
  'sales_representative',
  'mailing_list',
  'is_distributor',
  'distributor',
  'services',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** The form's state: the mailing list as the comma-separated text it is edited as. */
export interface CompanyFormValues {
  name: string;
  customer_account: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  area: string;
  sales_representative: string;
  mailing_list: string;
  is_distributor: boolean;
  distributor: number | null;
  sonico: boolean;
  mex: boolean;
}

export function formValuesOf(company: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    customer_account: company?.customer_account ?? '',
    address: company?.address ?? '',
    city: company?.city ?? '',
    zip: company?.zip ?? '',
    country: company?.country ?? '',
    area: company?.area ?? '',
    sales_representative: company?.sales_representative ?? '',
    mailing_list: (company?.mailing_list ?? []).join(', '),
    is_distributor: company?.is_distributor ?? false,
    distributor: company?.distributor ?? null,
    sonico: company?.services.includes('sonico') ?? false,
    mex: company?.services.includes('mex') ?? false,
  };
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** Blank entries of the comma-separated list dropped; the entries that are not addresses. */
export function splitMailingList(text: string): { entries: string[]; invalid: string[] } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { entries, invalid: entries.filter((entry) => !EMAIL.test(entry)) };
}

/** The body the server takes; core is implied, sonico and mex as ticked. */
export function bodyOf(values: CompanyFormValues): CompanyCreate {
  return {
    name: values.name.trim(),
    customer_account: values.customer_account.trim(),
    address: values.address,
    city: values.city,
    zip: values.zip,
    country: values.country,
    area: values.area,
    sales_representative: values.sales_representative,
    mailing_list: values.mailing_list,
    is_distributor: values.is_distributor,
    distributor: values.distributor,
    services: [...(values.sonico ? (['sonico'] as const) : []), ...(values.mex ? (['mex'] as const) : [])],
  };
}

import type { Company } from '../../../src/core/contract/companies.ts';
import type { companies } from '../../db/schema.ts';

export function companyBody(c: typeof companies.$inferSelect): Company {
  return {
    id: c.id,
    name: c.name,
    is_active: c.isActive,
    customer_account: c.customerAccount,
    services: c.services as Company['services'],
    mailing_list: c.mailingList,
    area: c.area,
    address: c.address,
    city: c.city,
    country: c.country,
    zip: c.zip,
    is_distributor: c.isDistributor,
    distributor: c.distributorId,
    is_provider: c.isProvider,
    sales_representative: c.salesRepresentative,
    created_at: c.createdAt.toISOString(),
  };
}

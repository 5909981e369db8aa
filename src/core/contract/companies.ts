import { z } from 'zod';
import { databaseIdParam, INT4_MAX } from './databaseId.ts';
import { listQuery } from './pagination.ts';

export const SERVICES = ['core', 'sonico', 'mex'] as const;
export type Service = (typeof SERVICES)[number];

/** Company (spec section 3): the fields named there plus those its labels imply. */
export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  customer_account: z.string(),
  services: z.array(z.enum(SERVICES)),
  mailing_list: z.array(z.string()),
  area: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  zip: z.string(),
  is_distributor: z.boolean(),
  distributor: z.number().int().nullable(),
  is_provider: z.boolean(),
  sales_representative: z.string(),
  created_at: z.string(),
});
export type Company = z.infer<typeof company>;

export const plan = z.object({
  id: z.number().int(),
  name: z.string(),
  service: z.string(),
  spec: z.record(z.string(), z.unknown()),
});
export type Plan = z.infer<typeof plan>;

export const subscription = z.object({
  id: z.number().int(),
  company: z.number().int(),
  plan: z.number().int(),
  plan_name: z.string(),
  service: z.string(),
  spec: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscription>;
export const plans = z.array(plan);
export const subscriptions = z.array(subscription);

export const companyIdParams = z.object({ id: databaseIdParam });

/** GET companies/: search in name and customer account, ordering by name (default), customer_account or created_at. */
export const companyListQuery = listQuery.extend({
  is_active: z.enum(['true', 'false']).optional(),
  is_distributor: z.enum(['true', 'false']).optional(),
  distributor: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});

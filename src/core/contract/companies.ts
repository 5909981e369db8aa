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
  /**
   * what the list is a choice for: `embed-key`, `ingestion-key`, `device` (the company of a new one),
   * `user:new[:staff]|<uuid>` (a user's companies), `company-parent:new|<id>` (a company's distributor)
   */
  for: z.string().optional(),
});

// ---- administration: writes, activation, CRM import, demo companies ------------------------------------

/** The editable services: core is always on and never sent. */
export const EDITABLE_SERVICES = ['sonico', 'mex'] as const;

/**
 * The alert e-mails of a company: a list, or the comma-separated text the form edits. Blank entries are
 * dropped; each remaining one must be an address (the handler names the bad one in the field error).
 */
export const mailingListInput = z.union([z.array(z.string().max(254)).max(100), z.string().max(10_000)]);

/** The company fields and their limits, also the limits of a company imported from the CRM. */
export const companyFields = {
  name: z.string().trim().min(1).max(200),
  customer_account: z.string().trim().min(1).max(50),
  mailing_list: mailingListInput,
  area: z.string().max(200),
  address: z.string().max(300),
  city: z.string().max(200),
  country: z.string().max(100),
  zip: z.string().max(20),
  is_distributor: z.boolean(),
  distributor: z.number().int().min(1).max(INT4_MAX).nullable(),
  sales_representative: z.string().max(200),
  services: z.array(z.enum(SERVICES)).max(3),
};

/** POST companies/: name and customer account required; the company starts inactive. */
export const companyCreate = z.object({
  ...companyFields,
  mailing_list: companyFields.mailing_list.optional(),
  area: companyFields.area.optional(),
  address: companyFields.address.optional(),
  city: companyFields.city.optional(),
  country: companyFields.country.optional(),
  zip: companyFields.zip.optional(),
  is_distributor: companyFields.is_distributor.optional(),
  distributor: companyFields.distributor.optional(),
  sales_representative: companyFields.sales_representative.optional(),
  services: companyFields.services.optional(),
});
export type CompanyCreate = z.infer<typeof companyCreate>;

/** PATCH companies/{id}/: any of the fields. */
export const companyChange = z.object(companyFields).partial();
export type CompanyChange = z.infer<typeof companyChange>;

/** GET companies/{id}/activate/: the company and the admin the activation would name. */
export const activationInfo = z.object({
  company: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  admin_email: z.string().nullable(),
});
export type ActivationInfo = z.infer<typeof activationInfo>;

/** POST companies/{id}/activate/: the company admin's e-mail (an existing account is linked). */
export const activationRequest = z.object({
  email: z.email().max(254),
  name: z.string().max(150).optional(),
  language: z.enum(['en', 'de', 'el', 'pl', 'fr']).optional(),
});
export type ActivationRequest = z.infer<typeof activationRequest>;
export const activationAnswer = z.object({ detail: z.string(), company: company, admin: z.string() });
export type ActivationAnswer = z.infer<typeof activationAnswer>;

/** POST companies/crm_search/: by name or customer account. */
export const crmSearchRequest = z.object({ query: z.string().trim().min(1).max(100) });
export const crmAccount = z.object({
  customer_account: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  area: z.string(),
  sales_representative: z.string(),
  mailing_list: z.array(z.string()),
  /** a company with this customer account exists already */
  exists: z.boolean(),
});
export type CrmAccount = z.infer<typeof crmAccount>;
export const crmAccounts = z.array(crmAccount);

/** POST companies/crm_import/: the account, whether it is a distributor, and its admin's e-mail. */
export const crmImportRequest = z.object({
  customer_account: z.string().trim().min(1).max(50),
  is_distributor: z.boolean(),
  admin_email: z.email().max(254),
});
export type CrmImportRequest = z.infer<typeof crmImportRequest>;

/** POST companies/create_demo/ (staff): a demo company with simulated meters, run as a task. */
export const demoRequest = z.object({
  name: z.string().trim().min(1).max(200),
  meters: z.number().int().min(1).max(500),
  mex: z.boolean().default(false),
});
export type DemoRequest = z.infer<typeof demoRequest>;
export { taskResultQuery, taskStarted } from './tasks.ts';
export const demoReport = z.object({
  company: z.number().int(),
  meters: z.number().int(),
  measuring_points: z.number().int(),
  groups: z.number().int(),
  /** with MEX: a tablet and a tour of the demo meters assigned to it */
  tablets: z.number().int(),
  tours: z.number().int(),
});
export const demoResult = z.discriminatedUnion('status', [
  // the creation reports its steps as it goes
  z.object({
    status: z.literal('pending'),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
  }),
  z.object({ status: z.literal('completed'), report: demoReport }),
  z.object({ status: z.literal('failed'), detail: z.string() }),
]);
export type DemoResult = z.infer<typeof demoResult>;

/** POST/PATCH companies/{id}/subscriptions[/{subscription_id}]/: a plan and its spec (merged over the plan's). */
export const subscriptionCreate = z.object({
  plan: z.number().int().min(1).max(INT4_MAX),
  spec: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
});
export const subscriptionChange = subscriptionCreate.partial();
export const subscriptionParams = z.object({ id: databaseIdParam, subscription_id: databaseIdParam });

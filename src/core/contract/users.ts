import { z } from 'zod';

/** User (spec section 3). */
export const user = z.object({
  id: z.string(),
  user_uuid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  type: z.enum(['staff', 'customer']),
  company: z.number().int().nullable(),
  companies: z.array(z.number().int()),
  sonico_profile: z.string().nullable(),
  groups: z.array(z.string()),
  language: z.string(),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof user>;

/** A user's membership of one company, with the permissions it grants there. */
export const companyProfile = z.object({
  id: z.number().int(),
  company: z.number().int(),
  company_name: z.string(),
  permissions: z.array(z.string()),
  is_default: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

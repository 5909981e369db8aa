import { z } from 'zod';
import { LOCALES } from '../domain/constants.ts';
import { listQuery } from './pagination.ts';

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

/** GET users/: search in e-mail and name; ordering by email, name or last_login (default email). */
export const userListQuery = listQuery;
export const userIdParams = z.object({ id: z.uuid() });

/** PATCH users/{id}/: what a user may change of an account (everybody of their own). */
export const userChange = z.object({
  name: z.string().min(1).max(150).optional(),
  language: z.enum(LOCALES).optional(),
});
export type UserChange = z.infer<typeof userChange>;

/** An auth group or role as the user screens offer it. */
export const authChoice = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
export const authChoices = z.array(authChoice);

/** `{"detail": "..."}` answers of the account calls. */
export const messageResponse = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const resetRequest = z.object({ email: z.string().min(1) });

/** users/{id}/set_password/{token}/: the single-use link of a password reset or an account activation. */
export const passwordLinkParams = z.object({ id: z.string(), token: z.string() });
export const passwordLinkAnswer = z.object({ detail: z.string(), purpose: z.enum(['reset', 'activation']) });
export const setPasswordRequest = z.object({ password: z.string().min(1) });

export const changePasswordRequest = z.object({ old_password: z.string().min(1), new_password: z.string().min(1) });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

// ---- administration ---------------------------------------------------------------------------------

/** GET users/ filters of the user screens (role, state, sonico profile). */
export const userAdminListQuery = listQuery.extend({
  role: z.enum(['staff', 'company_admin', 'basic']).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  sonico_profile: z.enum(['01', '02', '03', '04']).optional(),
});

/** POST users/: e-mail, role and company required; the sonico profile is required for (and only from) staff. */
export const userCreate = z.object({
  email: z.email().max(254),
  name: z.string().max(150).optional(),
  role: z.enum(['staff', 'company_admin', 'basic']),
  company: z.number().int().min(1).max(2_147_483_647),
  sonico_profile: z.enum(['01', '02', '03', '04']).nullable().optional(),
  language: z.enum(LOCALES).optional(),
});
export type UserCreate = z.infer<typeof userCreate>;

export const roleChange = z.object({ role: z.enum(['staff', 'company_admin', 'basic']) });
export const groupChange = z.object({ groups: z.array(z.string().min(1).max(150)).max(50) });
export const companiesChange = z.object({
  companies: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
});
export const sonicoProfileChange = z.object({ sonico_profile: z.enum(['01', '02', '03', '04']).nullable() });

export const companyProfiles = z.array(companyProfile);
export const profileParams = z.object({ id: z.uuid(), profile_id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** PATCH users/{id}/profiles/{profile_id}/: the permissions of the profile, or making it the default. */
export const profileChange = z.object({
  permissions: z.array(z.string().max(100)).max(200).optional(),
  is_default: z.literal(true).optional(),
});
export type ProfileChange = z.infer<typeof profileChange>;

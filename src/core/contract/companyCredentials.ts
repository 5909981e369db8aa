import { z } from 'zod';
import { INT4_MAX } from './databaseId.ts';
import { listQuery } from './pagination.ts';

/**
 * What every company credential (embed keys, ingestion keys) shows in lists and details: never the secret,
 * only its first characters.
 */
export const companyCredential = z.object({
  id: z.string(),
  company: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyCredential = z.infer<typeof companyCredential>;

/** A credential's own fields, as a create or an update gives them. */
export const credentialFields = {
  name: z.string().trim().min(1).max(100),
  expires_at: z.string().datetime({ offset: true }).nullable(),
};

/** staff and distributors name the company of a new credential; default the caller's active one */
export const credentialCompany = z.number().int().positive().max(INT4_MAX).optional();

export const credentialParams = z.object({ id: z.string() });

export const credentialListQuery = listQuery.extend({ company: z.string().optional() });

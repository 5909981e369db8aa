import { z } from 'zod';
import { INT4_MAX } from './databaseId.ts';
import { listQuery } from './pagination.ts';

export { uuidParams } from './pagination.ts';
export { tour } from './tours.ts';

/** Tablet of spec section 3 (uuid, is_active, name, Android ID, Android version, device model). */
export const tablet = z.object({
  uuid: z.string(),
  name: z.string(),
  android_id: z.string(),
  android_version: z.string(),
  device_model: z.string(),
  is_active: z.boolean(),
  company: z.number().int(),
  last_seen: z.string().nullable(),
  tours_assigned: z.number().int(),
  created_at: z.string(),
});
export type Tablet = z.infer<typeof tablet>;

export const tabletListQuery = listQuery.extend({
  is_active: z.string().optional(),
  /** one company's tablets (a distributor and staff see several companies) */
  company: z.string().optional(),
  /** what the list is a choice for: `tour:<uuid>`, or `tour:new[:<company>]` for an import */
  for: z.string().optional(),
});

export const tabletCreate = z.object({
  /** staff name the company; others register for their active company */
  company: z.number().int().positive().max(INT4_MAX).optional(),
  name: z.string().trim().min(1).max(120),
  android_id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z_-]+$/),
  android_version: z.string().trim().max(40).optional(),
  device_model: z.string().trim().max(120).optional(),
});

export const tabletQuota = z.object({ active: z.number().int(), quota: z.number().int() });
/** `tablets/quota/?company=`: a company the caller sees (staff and distributors act for one); the active one by default */
export const tabletQuotaQuery = z.object({ company: z.string().optional() });
export const tabletTourQuery = listQuery;

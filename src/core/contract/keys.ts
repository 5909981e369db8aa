import { z } from 'zod';
import { listQuery } from './pagination.ts';

/** `keys/:id`: a key is named by its module's comm_mod_uuid. */
export const keyParams = z.object({ id: z.uuid() });

/** A communication module's key as lists show it: never the key material. */
export const commModuleKey = z.object({
  comm_mod_uuid: z.string(),
  module_serial: z.string(),
  module_type: z.string(),
  meter_serial: z.string().nullable(),
  order: z.string().nullable(),
  company: z.number().int(),
  company_name: z.string(),
  is_deleted: z.boolean(),
  created_at: z.string(),
});
export type CommModuleKey = z.infer<typeof commModuleKey>;

/**
 * Key material by module type: wireless M-Bus/OMS modules carry an AES-128 key, LoRaWAN OTAA modules a
 * JoinEUI and an AppKey (hex).
 */
export const keyMaterial = z.object({
  aes_key: z.string().nullable(),
  join_eui: z.string().nullable(),
  app_key: z.string().nullable(),
});
export type KeyMaterial = z.infer<typeof keyMaterial>;

/** `keys/:id`: the key with its material; every answer is written to the access log. */
export const commModuleKeyDetail = commModuleKey.extend({ key: keyMaterial });
export type CommModuleKeyDetail = z.infer<typeof commModuleKeyDetail>;

/** Filters of the key grid, which the export takes as well (the "route query"). */
export const keyListQuery = listQuery.extend({
  order: z.string().optional(),
  module_type: z.string().optional(),
  company: z.string().optional(),
  /** 'false' (default) hides deleted keys, 'true' shows only them, 'all' both */
  is_deleted: z.string().optional(),
  /** what the list is a choice for: `transfer` (the keys one transfer may move; staff add `company`) */
  for: z.string().optional(),
});
export type KeyListQuery = z.infer<typeof keyListQuery>;

export const keyExportParams = z.object({ format: z.string().optional() });
export const keyExportQuery = keyListQuery.extend({ format: z.string().optional() });
export type KeyExportQuery = z.infer<typeof keyExportQuery>;

/** `PATCH keys/:id/`: soft delete (`true`) and, for staff, restore (`false`). */
export const keyPatch = z.object({ is_deleted: z.boolean() }).strict();

/** One entry of the key access log: who saw which keys, when, from where and how. */
export const keyAccess = z.object({
  id: z.number().int(),
  action: z.enum(['view', 'export', 'decode']),
  format: z.string().nullable(),
  user: z.string().nullable(),
  user_email: z.string(),
  original_user: z
    .string()
    .nullable()
    .optional()
    .describe('The staff user who read the keys while impersonating `user`; null without an impersonation.'),
  original_user_email: z
    .string()
    .nullable()
    .optional()
    .describe('The e-mail address of `original_user`; null without an impersonation.'),
  company: z.number().int(),
  key_count: z.number().int(),
  keys: z.array(z.string()),
  ip_address: z.string(),
  query: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type KeyAccess = z.infer<typeof keyAccess>;

export const keyAccessQuery = listQuery.pick({ limit: true, offset: true, no_page: true }).extend({
  company: z.string().optional(),
});

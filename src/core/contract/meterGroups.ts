import { z } from 'zod';
import { listQuery } from './pagination.ts';

export { uuidParams } from './pagination.ts';

/**
 * Device group (meter-groups) of spec section 3: installations as uuids. `inlet_installations` are the
 * meters feeding the group's district (its water balance sets their volume against the other members').
 */
export const meterGroup = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  company: z.number().int(),
  installations: z.array(z.string()),
  inlet_installations: z.array(z.string()),
  created_at: z.string(),
});
export type MeterGroup = z.infer<typeof meterGroup>;

export const meterGroupCreate = z.object({
  name: z.string().max(100),
  description: z.string().max(1000).optional(),
  company: z.number().int().optional(),
  installations: z.array(z.string()).optional(),
  inlet_installations: z.array(z.string()).max(100).optional(),
});
export type MeterGroupCreate = z.infer<typeof meterGroupCreate>;

export const meterGroupUpdate = meterGroupCreate.partial();
export type MeterGroupUpdate = z.infer<typeof meterGroupUpdate>;

export const meterGroupMembers = z.object({ installations: z.array(z.string()) });
export type MeterGroupMembers = z.infer<typeof meterGroupMembers>;

export const meterGroupListQuery = listQuery.extend({
  company: z.string().optional(),
  /** what the list is a choice for: `embed-key:<company>` (the groups an embed key of that company may name) */
  for: z.string().optional(),
});
export type MeterGroupListQuery = z.infer<typeof meterGroupListQuery>;

export { EXPORT_FORMATS, type ExportFormat } from '../domain/exportFormats.ts';

/**
 * `meter-groups/export/?groups=a;b&format=csv`: group uuids separated by ';' (default every visible group).
 * An unknown format is a 404, not a 400 (DRF's format suffixes), so it is no enum here.
 */
export const meterGroupExportQuery = z.object({ groups: z.string().optional(), format: z.string().optional() });

/** One row of `meter-groups/export[.fmt]/`: a group member with its group (nested keys flatten to `group.name`). */
export const meterGroupExportRow = z.object({
  group: z.object({ uuid: z.string(), name: z.string() }),
  serial_number: z.string(),
  meter_type: z.string(),
  device_eui: z.string().nullable(),
  company: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  volume: z.number().nullable(),
  last_readout: z.string().nullable(),
  alert_count: z.number().int(),
});
export type MeterGroupExportRow = z.infer<typeof meterGroupExportRow>;

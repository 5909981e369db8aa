import { z } from 'zod';
import { readingValues } from './readingValues.ts';
import { listQuery } from './pagination.ts';

export { uuidParams } from './pagination.ts';

export const installationGroupRef = z.object({ uuid: z.string(), name: z.string() });

/** Installation (device or meter) of spec section 3 with the fields its labels imply. */
export const installation = z.object({
  uuid: z.string(),
  serial_number: z.string(),
  device_eui: z.string().nullable(),
  meter_type: z.string(),
  article: z.string(),
  production_number: z.string(),
  communication_module: z.object({
    type: z.string().nullable(),
    version: z.string().nullable(),
    serial_number: z.string().nullable(),
  }),
  /** the module's key: comm_mod_uuid is the key's primary key */
  key: z.object({ comm_mod_uuid: z.string(), is_deleted: z.boolean() }).nullable(),
  groups: z.array(installationGroupRef),
  company: z.number().int(),
  company_name: z.string(),
  device_profile: z.string().nullable(),
  measuring_point: z.number().int().nullable(),
  network_registered: z.boolean(),
  last_readout: z.string().nullable(),
  alerts: z.array(z.string()),
  state: z.object({ volume: z.number().nullable(), alertCount: z.number().int() }),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  created_at: z.string(),
});
export type Installation = z.infer<typeof installation>;

export const installationListQuery = listQuery.extend({
  serial_number: z.string().optional(),
  meter_type: z.string().optional(),
  company: z.string().optional(),
  group: z.string().optional(),
  alert: z.string().optional(),
  /** what the list is a choice for: `device-group:<uuid>|new`, `measuring-point:<company>[:<point>]` */
  for: z.string().optional(),
});
export type InstallationListQuery = z.infer<typeof installationListQuery>;
export const installationTotalQuery = installationListQuery.pick({ company: true, meter_type: true });
export const installationAlertsQuery = z.object({ active: z.enum(['true', 'false']).optional() });

export const installationTotal = z.object({
  total: z.number().int(),
  with_alerts: z.number().int(),
  by_meter_type: z.record(z.string(), z.number().int()),
});
export type InstallationTotal = z.infer<typeof installationTotal>;

/** How many meters have an open alert of each state: every state, in the order of ALERT_STATES, zeros included. */
export const installationAlertCounts = z.array(z.object({ state: z.string(), count: z.number().int() }));
export type InstallationAlertCounts = z.infer<typeof installationAlertCounts>;

export const installationAlert = z.object({
  id: z.number().int(),
  state: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  active: z.boolean(),
});
export type InstallationAlert = z.infer<typeof installationAlert>;

export const readout = z.object({
  ts: z.string(),
  ...readingValues.shape,
  alert_flags: z.array(z.string()),
  /** where the reading came from (READING_SOURCES) */
  source: z.string(),
  /** how far it can be trusted (READING_QUALITIES): measured, estimated, edited or rejected */
  quality: z.string(),
});
export type Readout = z.infer<typeof readout>;

/** `installations/{uuid}/state/`: what the map and the device list show of a meter's condition. */
export const installationState = z.object({
  volume: z.number().nullable(),
  alertCount: z.number().int(),
  alerts: z.array(z.string()),
  last_readout: readout.nullable(),
});
export type InstallationState = z.infer<typeof installationState>;

export const installationAlerts = z.array(installationAlert);

import { z } from 'zod';
import { installation } from './installations.ts';

/** `GET devices/types/`: value → label maps. */
export const deviceTypes = z.object({
  communication_module_types: z.record(z.string(), z.string()),
  meter_types: z.record(z.string(), z.string()),
});
export type DeviceTypes = z.infer<typeof deviceTypes>;

/** `POST devices/`: AFM meters only; several serial numbers comma separated. */
export const deviceCreate = z.object({
  serial_number: z.string(),
  meter_type: z.string().optional(),
  company: z.number().int().optional(),
  article: z.string().max(64).optional(),
  production_number: z.string().max(64).optional(),
  device_profile: z.string().optional(),
});
export type DeviceCreate = z.infer<typeof deviceCreate>;

/** What `POST devices/` answers: the created meters. */
export const createdDevices = z.array(installation);

export const LORA_ACTIONS = ['register', 'delete'] as const;
export type LoraAction = (typeof LORA_ACTIONS)[number];

/** `POST devices/lora/`: register meters on the low-power network, or delete them from it. */
export const loraRequest = z.object({
  devices: z.array(z.string()).min(1),
  action: z.enum(LORA_ACTIONS),
});
export type LoraRequest = z.infer<typeof loraRequest>;

export { taskResultQuery, taskStarted, type TaskStarted } from './tasks.ts';

/**
 * Report of a registration; a deletion reports `deleted`, `not_registered` and `not_found`. With a network
 * server (ChirpStack), devices it refused are `failed`.
 */
export const loraReport = z.object({
  registered: z.array(z.string()).optional(),
  already_existing: z.array(z.string()).optional(),
  deleted: z.array(z.string()).optional(),
  not_registered: z.array(z.string()).optional(),
  not_found: z.array(z.string()),
  /** devices the network server refused or could not be asked about, each with the reason */
  failed: z.array(z.object({ serial: z.string(), reason: z.string() })).optional(),
});
export type LoraReport = z.infer<typeof loraReport>;

export const loraResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('pending'),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
  }),
  z.object({ status: z.literal('completed'), report: loraReport }),
  z.object({ status: z.literal('failed'), detail: z.string() }),
]);
export type LoraResult = z.infer<typeof loraResult>;

export const geopositionUpdate = z.object({ updated: z.number().int() });
export type GeopositionUpdate = z.infer<typeof geopositionUpdate>;

/** Header of the geoposition file `GET get-template/` hands out and `POST update-geopositions/` reads. */
export const GEOPOSITION_COLUMNS = ['serial_number', 'latitude', 'longitude'] as const;

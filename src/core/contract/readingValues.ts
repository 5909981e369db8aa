import { z } from 'zod';

/**
 * The measured values of one reading, each null where the meter does not send it: the fields a meter's
 * readouts (`installations/{uuid}/readouts/`) and the readout exports share, in their column order.
 */
export const readingValues = z.object({
  total_volume: z.number().nullable(),
  flow: z.number().nullable(),
  level1: z.number().nullable(),
  mean_velocity: z.number().nullable(),
  sensor_status: z.number().int().nullable(),
  temperature: z.number().nullable(),
  battery_voltage: z.number().nullable(),
  battery1_status: z.number().int().nullable(),
  battery2_status: z.number().int().nullable(),
  battery_lifetime: z.number().int().nullable(),
  signal_strength: z.number().int().nullable(),
  spreading_factor: z.number().int().nullable(),
});

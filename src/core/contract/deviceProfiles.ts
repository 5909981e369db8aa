import { z } from 'zod';
import { listQuery } from './pagination.ts';

export { uuidParams } from './pagination.ts';

/** Device profile: settings a meter type's devices are configured with; company null is shared. */
export const deviceProfile = z.object({
  uuid: z.string(),
  name: z.string(),
  meter_type: z.string(),
  description: z.string(),
  settings: z.record(z.string(), z.unknown()),
  company: z.number().int().nullable(),
});
export type DeviceProfile = z.infer<typeof deviceProfile>;

/** `GET device-profiles/`: filter by meter type. */
export const deviceProfileListQuery = listQuery.extend({
  meter_type: z.string().optional(),
  /** what the list is a choice for: `device:<company>` (the profiles a new device of that company may take) */
  for: z.string().optional(),
});

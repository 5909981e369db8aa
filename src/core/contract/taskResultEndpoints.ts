import type { AnyEndpoint } from './endpoint.ts';
import { companyEndpoints } from './companyEndpoints.ts';
import { deviceEndpoints } from './deviceEndpoints.ts';
import { readoutEndpoints } from './readoutEndpoints.ts';
import type { TaskKind } from './tasks.ts';
import { validationEndpoints } from './validationEndpoints.ts';

/**
 * Where each kind of server task answers `?task_id=` with pending (maybe with progress), completed with a
 * report, or failed with a detail. A started task is polled there until it ends, also after a reload, so
 * the kind alone must lead to it.
 */
export const taskResultEndpoints = {
  lora_registration: deviceEndpoints.loraResult,
  generate_readouts: readoutEndpoints.generateResult,
  create_demo: companyEndpoints.demoResult,
  import_readings: readoutEndpoints.importResult,
  validate_readings: validationEndpoints.runResult,
} satisfies Record<TaskKind, AnyEndpoint>;

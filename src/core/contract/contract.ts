import type { AnyEndpoint } from './endpoint.ts';
import { authEndpoints } from './authEndpoints.ts';
import { companyEndpoints } from './companyEndpoints.ts';
import { deviceEndpoints } from './deviceEndpoints.ts';
import { deviceProfileEndpoints } from './deviceProfileEndpoints.ts';
import { docsEndpoints } from './docsEndpoints.ts';
import { embedKeyEndpoints } from './embedKeyEndpoints.ts';
import { exportEndpoints } from './exportEndpoints.ts';
import { healthEndpoints } from './healthEndpoints.ts';
import { ingestionKeyEndpoints } from './ingestionKeyEndpoints.ts';
import { installationEndpoints } from './installationEndpoints.ts';
import { keyEndpoints } from './keyEndpoints.ts';
import { orderEndpoints } from './orderEndpoints.ts';
import { transferEndpoints } from './transferEndpoints.ts';
import { leakRuleEndpoints } from './leakRuleEndpoints.ts';
import { lorawanEndpoints } from './lorawanEndpoints.ts';
import { measuringPointEndpoints } from './measuringPointEndpoints.ts';
import { meterEndpoints } from './meterEndpoints.ts';
import { meterGroupEndpoints } from './meterGroupEndpoints.ts';
import { planEndpoints } from './planEndpoints.ts';
import { readingEditEndpoints } from './readingEditEndpoints.ts';
import { readoutEndpoints } from './readoutEndpoints.ts';
import { reportEndpoints } from './reportEndpoints.ts';
import { tabletEndpoints } from './tabletEndpoints.ts';
import { telegramEndpoints } from './telegramEndpoints.ts';
import { taskEndpoints } from './taskEndpoints.ts';
import { tileEndpoints } from './tileEndpoints.ts';
import { tourEndpoints } from './tourEndpoints.ts';
import { userEndpoints } from './userEndpoints.ts';
import { validationEndpoints } from './validationEndpoints.ts';
import { waterBalanceEndpoints } from './waterBalanceEndpoints.ts';

/**
 * Every endpoint of the API, by resource: the route-scope test checks that the server mounts each one
 * and nothing beside them. Clients import the resource files they use, not this index.
 */
export const contract: Record<string, Record<string, AnyEndpoint>> = {
  auth: authEndpoints,
  company: companyEndpoints,
  device: deviceEndpoints,
  deviceProfile: deviceProfileEndpoints,
  docs: docsEndpoints,
  embedKey: embedKeyEndpoints,
  export: exportEndpoints,
  health: healthEndpoints,
  ingestionKey: ingestionKeyEndpoints,
  installation: installationEndpoints,
  key: keyEndpoints,
  order: orderEndpoints,
  transfer: transferEndpoints,
  leakRule: leakRuleEndpoints,
  lorawan: lorawanEndpoints,
  measuringPoint: measuringPointEndpoints,
  meter: meterEndpoints,
  meterGroup: meterGroupEndpoints,
  plan: planEndpoints,
  readingEdit: readingEditEndpoints,
  readout: readoutEndpoints,
  report: reportEndpoints,
  tablet: tabletEndpoints,
  task: taskEndpoints,
  telegram: telegramEndpoints,
  tile: tileEndpoints,
  tour: tourEndpoints,
  user: userEndpoints,
  validation: validationEndpoints,
  waterBalance: waterBalanceEndpoints,
};

import type { FeatureFlag } from '../core/domain/index.ts';
import { authFeature } from '../features/auth/index.ts';
import type { FeatureDefinition } from '../features/common/index.ts';
import { dashboardFeature } from '../features/dashboard/index.ts';
import { dataQualityFeature } from '../features/data-quality/index.ts';
import { measuringPointsFeature } from '../features/measuring-points/index.ts';
import { deviceGroupsFeature } from '../features/device-groups/index.ts';
import { deviceProfilesFeature } from '../features/device-profiles/index.ts';
import { devicesFeature } from '../features/devices/index.ts';
import { embedKeysFeature } from '../features/embed-keys/index.ts';
import { ingestionKeysFeature } from '../features/ingestion-keys/index.ts';
import { keysFeature } from '../features/keys/index.ts';
import { ordersFeature } from '../features/orders/index.ts';
import { transfersFeature } from '../features/transfers/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { reportsFeature } from '../features/reports/index.ts';
import { settingsFeature } from '../features/settings/index.ts';
import { companiesFeature } from '../features/companies/index.ts';
import { sonicoProfilesFeature } from '../features/sonico-profiles/index.ts';
import { usersFeature } from '../features/users/index.ts';
import { tabletsFeature } from '../features/tablets/index.ts';
import { toursFeature } from '../features/tours/index.ts';

/** Every feature built so far; one that is not built yet is simply not listed. */
export const ALL_FEATURES: readonly FeatureDefinition[] = [
  authFeature,
  dashboardFeature,
  reportsFeature,
  dataQualityFeature,
  measuringPointsFeature,
  devicesFeature,
  deviceGroupsFeature,
  deviceProfilesFeature,
  ordersFeature,
  keysFeature,
  transfersFeature,
  profileFeature,
  settingsFeature,
  companiesFeature,
  usersFeature,
  embedKeysFeature,
  ingestionKeysFeature,
  sonicoProfilesFeature,
  toursFeature,
  tabletsFeature,
];

/** The features of this deployment: those whose flag is off disappear with their routes and menu entries. */
export function enabledFeatures(
  flags: readonly FeatureFlag[],
  features: readonly FeatureDefinition[] = ALL_FEATURES,
): FeatureDefinition[] {
  return features.filter((feature) => !feature.flag || flags.includes(feature.flag));
}

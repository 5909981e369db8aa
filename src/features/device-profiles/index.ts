import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/deviceProfiles';

/** Device profiles: a read-only list, for users with view_deviceprofile. */
export const deviceProfilesFeature: FeatureDefinition = {
  name: 'device-profiles',
  texts,
  permission: PERMISSIONS.viewDeviceProfile,
  routes: [
    {
      path: '/device-profiles',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.viewDeviceProfile,
      title: 'deviceProfiles',
      chunk: 'DeviceProfilesScreen',
      load: () => import('./DeviceProfilesScreen.tsx').then((module) => module.DeviceProfilesScreen),
    },
  ],
  menu: [
    {
      section: 'deviceManagement',
      group: 2,
      to: '/device-profiles',
      label: 'deviceProfiles',
      icon: 'deviceProfiles',
      permission: PERMISSIONS.viewDeviceProfile,
      order: 7,
    },
  ],
};

import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/devices+map';

/** Devices (installations): the grid, the device panel, AFM creation, LoRa registration and geopositions. */
export const devicesFeature: FeatureDefinition = {
  name: 'devices',
  texts,
  routes: [
    {
      // The spec lists /devices without a permission: every signed-in user sees it; the actions are gated.
      path: '/devices',
      access: 'auth',
      layout: 'user',
      title: 'devices',
      chunk: 'DevicesScreen',
      load: () => import('./DevicesScreen.tsx').then((module) => module.DevicesScreen),
    },
  ],
  // the menu follows the profile: without view_communicationdevice the server refuses the devices anyway
  menu: [
    {
      section: 'deviceManagement',
      group: 2,
      to: '/devices',
      label: 'devices',
      icon: 'devices',
      permission: PERMISSIONS.viewCommunicationDevice,
      order: 2,
    },
  ],
};

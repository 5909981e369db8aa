import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/deviceGroups+reports';

/** Device groups (meter-groups): the list with export and delete, and one group in creation, edit or readonly mode. */
export const deviceGroupsFeature: FeatureDefinition = {
  name: 'device-groups',
  texts,
  routes: [
    {
      path: '/device-groups',
      access: 'auth',
      layout: 'user',
      title: 'deviceGroups',
      chunk: 'DeviceGroupsScreen',
      load: () => import('./DeviceGroupsScreen.tsx').then((module) => module.DeviceGroupsScreen),
    },
    {
      path: '/device-groups/$uuid',
      access: 'auth',
      layout: 'user',
      title: 'deviceGroups',
      chunk: 'DeviceGroupScreen',
      load: () => import('./DeviceGroupScreen.tsx').then((module) => module.DeviceGroupScreen),
    },
  ],
  menu: [
    {
      section: 'deviceManagement',
      group: 2,
      to: '/device-groups',
      label: 'deviceGroups',
      icon: 'deviceGroups',
      order: 3,
    },
  ],
};

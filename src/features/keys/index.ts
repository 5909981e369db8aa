import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/keys';

/** Keys of communication modules: the grid, the key drawer, export, transfer, and the key access log. */
export const keysFeature: FeatureDefinition = {
  name: 'keys',
  texts,
  permission: 'view_communicationdevice',
  routes: [
    {
      path: '/keys',
      access: 'auth',
      layout: 'user',
      permission: 'view_communicationdevice',
      title: 'keys',
      chunk: 'KeysScreen',
      load: () => import('./KeysScreen.tsx').then((module) => module.KeysScreen),
    },
    {
      path: '/keys/access-log',
      access: 'auth',
      layout: 'user',
      permission: 'view_order',
      title: 'keys',
      chunk: 'KeyAccessLogScreen',
      load: () => import('./KeyAccessLogScreen.tsx').then((module) => module.KeyAccessLogScreen),
    },
  ],
  menu: [
    {
      section: 'keyHandling',
      group: 2,
      to: '/keys',
      label: 'keys',
      icon: 'keys',
      permission: 'view_communicationdevice',
      order: 2,
    },
  ],
};

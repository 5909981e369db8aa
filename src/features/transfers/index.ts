import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/keys';

/** Transfer History: keys moved between companies (the transfer itself starts on the Keys screen). */
export const transfersFeature: FeatureDefinition = {
  name: 'transfers',
  texts,
  permission: 'view_transfer',
  routes: [
    {
      path: '/transfers',
      access: 'auth',
      layout: 'user',
      permission: 'view_transfer',
      title: 'transferHistory',
      chunk: 'TransferHistoryScreen',
      load: () => import('./TransferHistoryScreen.tsx').then((module) => module.TransferHistoryScreen),
    },
  ],
  menu: [
    {
      section: 'keyHandling',
      group: 2,
      to: '/transfers',
      label: 'transfers',
      icon: 'transfers',
      permission: 'view_transfer',
      order: 3,
    },
  ],
};

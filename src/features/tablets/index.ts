import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/tours';

/** Field tablets (MEX): the grid with the quota, registration, deactivation and deletion. */
export const tabletsFeature: FeatureDefinition = {
  name: 'tablets',
  flag: 'MEX',
  permission: 'change_tablet',
  texts,
  routes: [
    {
      path: '/tablets',
      access: 'auth',
      service: 'mex',
      layout: 'user',
      permission: 'change_tablet',
      title: 'tablets',
      chunk: 'TabletsScreen',
      load: () => import('./TabletsScreen.tsx').then((module) => module.TabletsScreen),
    },
  ],
  menu: [
    {
      section: 'tourManagement',
      service: 'mex',
      group: 5,
      to: '/tablets',
      label: 'tablets',
      icon: 'tablets',
      permission: 'change_tablet',
      order: 2,
    },
  ],
};

import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/reports';

/** Reports: one meter's series as charts over a chosen range, live updates, chart settings and export. */
export const reportsFeature: FeatureDefinition = {
  name: 'reports',
  texts,
  routes: [
    {
      path: '/reports',
      access: 'auth',
      layout: 'user',
      title: 'reports',
      chunk: 'ReportsScreen',
      load: () => import('./ReportsScreen.tsx').then((module) => module.ReportsScreen),
    },
  ],
  menu: [{ section: 'overview', group: 1, to: '/reports', label: 'reports', icon: 'reports', order: 2 }],
};

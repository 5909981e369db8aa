import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/dashboard+companies.services+measuringPoints.card+measuringPoints.count+measuringPoints.loadFailed+map';

/** The landing page after sign-in (Overview, group 1). */
export const dashboardFeature: FeatureDefinition = {
  name: 'dashboard',
  texts,
  routes: [
    {
      path: '/dashboard',
      access: 'auth',
      layout: 'user',
      title: 'dashboard',
      chunk: 'DashboardScreen',
      load: () => import('./DashboardScreen.tsx').then((module) => module.DashboardScreen),
    },
  ],
  menu: [{ section: 'overview', group: 1, to: '/dashboard', label: 'dashboard', icon: 'dashboard', order: 1 }],
};

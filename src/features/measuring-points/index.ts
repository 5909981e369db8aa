import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/measuringPoints+map';

/** Measuring points: grid and map side by side, creation and editing with the map (Device Management, group 2). */
export const measuringPointsFeature: FeatureDefinition = {
  name: 'measuring-points',
  texts,
  permission: 'view_measuringpoint',
  routes: [
    {
      path: '/measuring-points',
      access: 'auth',
      layout: 'user',
      permission: 'view_measuringpoint',
      title: 'measuringPoints',
      chunk: 'MeasuringPointsScreen',
      load: () => import('./MeasuringPointsScreen.tsx').then((module) => module.MeasuringPointsScreen),
    },
  ],
  menu: [
    {
      section: 'deviceManagement',
      group: 2,
      to: '/measuring-points',
      label: 'measuringPoints',
      icon: 'measuringPoints',
      permission: 'view_measuringpoint',
      order: 6,
    },
  ],
};

import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/dataQuality';

/** Data quality: what validation found in the readings, per rule and meter, and the meters that fell silent. */
export const dataQualityFeature: FeatureDefinition = {
  name: 'data-quality',
  texts,
  permission: PERMISSIONS.viewReport,
  routes: [
    {
      path: '/data-quality',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.viewReport,
      title: 'dataQuality',
      chunk: 'DataQualityScreen',
      load: () => import('./DataQualityScreen.tsx').then((module) => module.DataQualityScreen),
    },
  ],
  menu: [
    {
      section: 'overview',
      group: 1,
      to: '/data-quality',
      label: 'dataQuality',
      icon: 'dataQuality',
      permission: PERMISSIONS.viewReport,
      order: 3,
    },
  ],
};

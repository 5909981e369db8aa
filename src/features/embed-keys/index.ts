import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/embedKeys';

/** Administration: the embed keys partner websites show the company's data with in the elements. */
export const embedKeysFeature: FeatureDefinition = {
  name: 'embed-keys',
  texts,
  // keys speak for the company on other sites: those who may change the company manage them
  permission: PERMISSIONS.changeCompany,
  routes: [
    {
      path: '/embed-keys',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.changeCompany,
      title: 'embedKeys',
      chunk: 'EmbedKeysScreen',
      load: () => import('./EmbedKeysScreen.tsx').then((module) => module.EmbedKeysScreen),
    },
  ],
  menu: [
    {
      section: 'administration',
      group: 3,
      to: '/embed-keys',
      label: 'embedKeys',
      icon: 'embedKeys',
      permission: PERMISSIONS.changeCompany,
      order: 3,
    },
  ],
};

import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/ingestionKeys';

/** Administration: the write-only keys gateways and receivers post the company's telegrams with. */
export const ingestionKeysFeature: FeatureDefinition = {
  name: 'ingestion-keys',
  texts,
  // keys act for the company: those who may change the company manage them, as embed keys
  permission: PERMISSIONS.changeCompany,
  routes: [
    {
      path: '/ingestion-keys',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.changeCompany,
      title: 'ingestionKeys',
      chunk: 'IngestionKeysScreen',
      load: () => import('./IngestionKeysScreen.tsx').then((module) => module.IngestionKeysScreen),
    },
  ],
  menu: [
    {
      section: 'administration',
      group: 3,
      to: '/ingestion-keys',
      label: 'ingestionKeys',
      icon: 'ingestionKeys',
      permission: PERMISSIONS.changeCompany,
      order: 4,
    },
  ],
};

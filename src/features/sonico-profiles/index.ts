import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/users';

/** Sonico profiles: staff only, while the SONICO flag is on. */
export const sonicoProfilesFeature: FeatureDefinition = {
  name: 'sonico-profiles',
  flag: 'SONICO',
  texts,
  routes: [
    {
      path: '/sonico-profiles',
      access: 'auth',
      layout: 'user',
      staffOnly: true,
      title: 'sonicoProfiles',
      chunk: 'SonicoProfilesScreen',
      load: () => import('./SonicoProfilesScreen.tsx').then((module) => module.SonicoProfilesScreen),
    },
  ],
  menu: [{ section: 'userManagement', group: 3, to: '/sonico-profiles', label: 'sonicoProfiles', icon: 'users', staffOnly: true, order: 2 }],
};

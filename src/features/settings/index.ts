import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/settings';

/** Personal settings of this browser, shown in the profiles layout next to the profile. */
export const settingsFeature: FeatureDefinition = {
  name: 'settings',
  texts,
  routes: [
    {
      path: '/settings',
      access: 'auth',
      layout: 'profiles',
      title: 'settings',
      chunk: 'SettingsScreen',
      load: () => import('./SettingsScreen.tsx').then((module) => module.SettingsScreen),
    },
  ],
};

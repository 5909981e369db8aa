import type { FeatureDefinition } from '../common/index.ts';

/** Personal settings of this browser, shown in the profiles layout next to the profile. */
export const settingsFeature: FeatureDefinition = {
  name: 'settings',
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

import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/profile';

/** The signed-in user's own profile, shown in the profiles layout next to the settings. */
export const profileFeature: FeatureDefinition = {
  name: 'profile',
  texts,
  routes: [
    {
      path: '/profile',
      access: 'auth',
      layout: 'profiles',
      title: 'profile',
      chunk: 'ProfileScreen',
      load: () => import('./ProfileScreen.tsx').then((module) => module.ProfileScreen),
    },
  ],
};

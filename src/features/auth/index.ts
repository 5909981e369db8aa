import type { FeatureDefinition } from '../common/index.ts';

/** Sign-in flows: the guest screens, the two mail links (exempt from the guard) and logout. */
export const authFeature: FeatureDefinition = {
  name: 'auth',
  routes: [
    {
      path: '/login',
      access: 'guest',
      layout: 'guest',
      title: 'signIn',
      chunk: 'SignInScreen',
      load: () => import('./SignInScreen.tsx').then((module) => module.SignInScreen),
    },
    {
      path: '/request-password-reset',
      access: 'guest',
      layout: 'guest',
      title: 'passwordReset',
      chunk: 'RequestPasswordResetScreen',
      load: () => import('./RequestPasswordResetScreen.tsx').then((module) => module.RequestPasswordResetScreen),
    },
    {
      path: '/users/$id/reset/$token',
      access: 'exempt',
      layout: 'guest',
      title: 'resetPassword',
      chunk: 'ResetPasswordScreen',
      load: () => import('./ResetPasswordScreen.tsx').then((module) => module.ResetPasswordScreen),
    },
    {
      path: '/users/$id/activate/$token',
      access: 'exempt',
      layout: 'guest',
      title: 'activateAccount',
      chunk: 'ActivateAccountScreen',
      load: () => import('./ActivateAccountScreen.tsx').then((module) => module.ActivateAccountScreen),
    },
    {
      path: '/logout',
      access: 'auth',
      layout: 'none',
      title: 'signIn',
      chunk: 'LogoutScreen',
      load: () => import('./LogoutScreen.tsx').then((module) => module.LogoutScreen),
    },
  ],
};

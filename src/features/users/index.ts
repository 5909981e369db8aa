import { PERMISSIONS } from '../../core/domain/index.ts';
import type { FeatureDefinition } from '../common/index.ts';
import texts from 'virtual:locale-texts/users';

/** User management: the users grid, create and edit with roles, groups, companies and permissions. */
export const usersFeature: FeatureDefinition = {
  name: 'users',
  texts,
  permission: PERMISSIONS.viewUser,
  routes: [
    {
      path: '/users',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.viewUser,
      title: 'users',
      chunk: 'UsersScreen',
      load: () => import('./UsersScreen.tsx').then((module) => module.UsersScreen),
    },
    {
      path: '/users/create',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.addUser,
      title: 'createUser',
      chunk: 'UserCreateScreen',
      load: () => import('./UserCreateScreen.tsx').then((module) => module.UserCreateScreen),
    },
    {
      // one's own id is sent to /profile by the guard
      path: '/users/$id',
      access: 'auth',
      layout: 'user',
      permission: PERMISSIONS.viewUser,
      title: 'editUser',
      chunk: 'UserEditScreen',
      load: () => import('./UserEditScreen.tsx').then((module) => module.UserEditScreen),
    },
  ],
  menu: [
    { section: 'userManagement', group: 3, to: '/users', label: 'users', icon: 'users', permission: PERMISSIONS.viewUser, order: 1 },
  ],
};


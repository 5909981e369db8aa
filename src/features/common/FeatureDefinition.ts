import type { ComponentType } from 'react';
import type { FeatureFlag, Permission } from '../../core/domain/index.ts';
import type en from '../../../locales/en.json';
import type { LocaleTexts } from './LocaleTexts.ts';

export type TitleKey = keyof (typeof en)['titles'];
export type MenuLabelKey = keyof (typeof en)['menu']['entries'];

/** guest: only signed-out visitors; exempt: everyone (mail links); auth: signed-in visitors. */
export type RouteAccess = 'guest' | 'exempt' | 'auth';
/** guest: centred card; user: side menu and header; profiles: user layout with the profile tabs; none: bare. */
export type RouteLayout = 'guest' | 'user' | 'profiles' | 'none';

export interface FeatureRoute {
  /** TanStack Router path, params as `$name`: '/users/$id/reset/$token' */
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  permission?: Permission;
  /** only staff may open it (the sonico profiles) */
  staffOnly?: true;
  /** the active company must have this service (mex for tours and tablets) */
  service?: 'sonico' | 'mex';
  /** document title and heading, from the spec's page titles */
  title: TitleKey;
  /** chunk name reported when the screen fails to load */
  chunk: string;
  load: () => Promise<ComponentType>;
}

export type MenuSection =
  'overview' | 'deviceManagement' | 'keyHandling' | 'userManagement' | 'tourManagement' | 'administration';

export type MenuIcon =
  | 'dashboard'
  | 'reports'
  | 'dataQuality'
  | 'orders'
  | 'devices'
  | 'deviceGroups'
  | 'keys'
  | 'transfers'
  | 'measuringPoints'
  | 'deviceProfiles'
  | 'companies'
  | 'users'
  | 'tours'
  | 'tablets'
  | 'embedKeys'
  | 'ingestionKeys'
  | 'settings';

export interface MenuEntry {
  section: MenuSection;
  /** the spec's group numbers 1 to 5 */
  group: 1 | 2 | 3 | 4 | 5;
  to: string;
  label: MenuLabelKey;
  icon: MenuIcon;
  permission?: Permission;
  /** shown to staff only */
  staffOnly?: true;
  /** shown only when the active company has this service */
  service?: 'sonico' | 'mex';
  /** position inside its section */
  order: number;
}

/** What a feature folder's index.ts exports: the shell assembles routes and menu from these. */
export interface FeatureDefinition {
  name: string;
  /** the feature only exists while this flag is on */
  flag?: FeatureFlag;
  /** the permission that opens the feature, if any */
  permission?: Permission;
  routes: readonly FeatureRoute[];
  menu?: readonly MenuEntry[];
  /**
   * The message sections its screens use beyond the shell's, loaded with each of its screens in the shown
   * language before the screen renders: `import texts from 'virtual:locale-texts/devices+map'`.
   */
  texts?: LocaleTexts;
}

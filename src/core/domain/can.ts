import type { Permission } from './permissions.ts';

/** The part of the current user that permission checks need. */
export interface PermissionSubject {
  is_admin: boolean;
  companies?: readonly unknown[];
  profile?: { company_id: number; permissions: readonly string[] } | null;
  /** the services of the active company (core, sonico, mex) */
  services?: readonly string[];
}

/**
 * Whether the active company has a service (spec section 1): the tour screens need mex. A user without a
 * known list (an older answer) is not held back; the server refuses what the company may not do.
 */
export function hasService(user: PermissionSubject | null | undefined, service: string | undefined): boolean {
  return !service || !user?.services || user.services.includes(service);
}

/**
 * Spec section 6: staff bypass every check; everyone else gets the permissions of the active company
 * profile. A user with companies but no active profile has an inactive profile, which grants nothing.
 */
export function can(user: PermissionSubject | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  if (user.is_admin) return true;
  if (!user.profile) return false;
  return user.profile.permissions.includes(permission);
}

/** True when the user has companies but none of them is the active profile (spec: "inactive profile"). */
export function hasInactiveProfile(user: PermissionSubject): boolean {
  return !user.is_admin && (user.companies?.length ?? 0) > 0 && !user.profile;
}

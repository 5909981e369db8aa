import { can, hasService, type Permission, type PermissionSubject } from '../../core/domain/index.ts';

/** guest: only for visitors who are not signed in; exempt: open to everyone (mail links); auth: signed in. */
export type RouteAccess = 'guest' | 'exempt' | 'auth';

export interface GuardRoute {
  access: RouteAccess;
  permission?: Permission;
  staffOnly?: boolean;
  service?: string;
}

export interface GuardUser extends PermissionSubject {
  user_uuid: string;
}

export interface GuardInput {
  /** the wanted path without search or hash */
  pathname: string;
  /** the wanted location as it should come back after sign-in: path, search and hash */
  href: string;
  /** the registered route the path matched, or null for an unknown path */
  route: GuardRoute | null;
  user: GuardUser | null;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
export const PROFILE_PATH = '/profile';
export const NOT_FOUND_PATH = '/404';
/** where a signed-in visitor lands on a page their permissions, role or services do not open */
export const NO_PERMISSION_PATH = '/no-permission';

/** Coming back to these after sign-in makes no sense, so the login link carries no redirect query for them. */
const WITHOUT_REDIRECT_QUERY = new Set(['/', '/logout', NOT_FOUND_PATH, NO_PERMISSION_PATH]);
const OWN_USER_PATH = /^\/users\/([^/]+)$/;

const allow: GuardDecision = { action: 'allow' };
const redirectTo = (to: string): GuardDecision => ({ action: 'redirect', to });
/** the no-permission page, naming the page that was refused */
const refused = (path: string): GuardDecision => redirectTo(`${NO_PERMISSION_PATH}?page=${encodeURIComponent(path)}`);

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The login location for a visitor who is not signed in, remembering where they wanted to go. */
export function loginLocation(pathname: string, href: string): string {
  if (WITHOUT_REDIRECT_QUERY.has(normalise(pathname))) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(href)}`;
}

/** The guard of spec section 2 as one pure decision; the router only carries it out. */
export function guard({ pathname, href, route, user }: GuardInput): GuardDecision {
  const path = normalise(pathname);
  if (route?.access === 'exempt') return allow;
  if (path === '/') return redirectTo(user ? HOME_PATH : LOGIN_PATH);
  if (user && OWN_USER_PATH.exec(path)?.[1] === user.user_uuid) return redirectTo(PROFILE_PATH);
  if (!route) return redirectTo(NOT_FOUND_PATH);
  if (route.access === 'guest') return user ? redirectTo('/') : allow;
  if (!user) return redirectTo(loginLocation(path, href));
  if (route.permission && !can(user, route.permission)) return refused(path);
  if (route.staffOnly && !user.is_admin) return refused(path);
  if (!hasService(user, route.service)) return refused(path);
  return allow;
}

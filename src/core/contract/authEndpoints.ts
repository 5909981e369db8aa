import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('auth', () => import('./auth.ts'));
// token answers are secrets: no cache may keep them (`secret`)
const signIn = {
  method: 'POST',
  base: 'auth',
  scope: 'public',
  permission: null,
  response: 'tokenPair',
  secret: true,
} as const;
const own = { scope: 'own', permission: null } as const;

/** simplejwt-style token calls under the auth base, and the session's calls (current user, impersonation). */
export const authEndpoints = {
  token: endpoint({ ...signIn, path: 'token', body: 'tokenRequest' }),
  refresh: endpoint({ ...signIn, path: 'token/refresh', body: 'refreshRequest' }),
  /** logout: the refresh token can no longer be used */
  blacklist: endpoint({
    method: 'POST',
    base: 'auth',
    scope: 'public',
    permission: null,
    path: 'token/blacklist',
    body: 'refreshRequest',
    response: 'emptyResponse',
  }),
  current: endpoint({ ...own, method: 'GET', path: 'current', base: 'auth', response: 'currentUser' }),
  /** the current user again, after making `company` the active one (the API base's variant) */
  switchCompany: endpoint({
    ...own,
    method: 'GET',
    path: 'auth/current',
    query: 'currentQuery',
    response: 'currentUser',
  }),
  /** a token pair for a customer's user, to see the portal as they do */
  impersonate: endpoint({
    method: 'POST',
    path: 'auth/impersonate',
    scope: 'staff',
    permission: null,
    body: 'impersonateRequest',
    response: 'tokenPair',
    secret: true,
  }),
  /** the staff member's own token pair again */
  stopImpersonation: endpoint({
    ...own,
    method: 'POST',
    path: 'auth/impersonate/stop',
    response: 'tokenPair',
    secret: true,
  }),
};

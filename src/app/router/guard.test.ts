import { describe, expect, it } from 'vitest';
import { guard, type GuardRoute, type GuardUser } from './guard.ts';

const staff: GuardUser = { user_uuid: 'u-staff', is_admin: true, companies: [], profile: null };
const basic: GuardUser = {
  user_uuid: 'u-basic',
  is_admin: false,
  companies: [{ id: 3 }],
  profile: { company_id: 3, permissions: ['view_company', 'view_tour'] },
};
const authRoute: GuardRoute = { access: 'auth' };
const guestRoute: GuardRoute = { access: 'guest' };
const exemptRoute: GuardRoute = { access: 'exempt' };
const usersRoute: GuardRoute = { access: 'auth', permission: 'view_user' };

const at = (pathname: string, route: GuardRoute | null, user: GuardUser | null, href = pathname) =>
  guard({ pathname, href, route, user });

describe('guard', () => {
  it('sends a visitor who is not signed in to the login page with the wanted location', () => {
    expect(at('/profile', authRoute, null)).toEqual({ action: 'redirect', to: '/login?redirect=%2Fprofile' });
    expect(at('/tours', authRoute, null, '/tours?state=open#top')).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Ftours%3Fstate%3Dopen%23top',
    });
  });

  it('omits the redirect query for the root, /logout and /404', () => {
    expect(at('/', null, null)).toEqual({ action: 'redirect', to: '/login' });
    expect(at('/logout', authRoute, null)).toEqual({ action: 'redirect', to: '/login' });
    expect(at('/404', authRoute, null)).toEqual({ action: 'redirect', to: '/login' });
    expect(at('/404/', authRoute, null)).toEqual({ action: 'redirect', to: '/login' });
  });

  it('sends a signed-in visitor away from guest routes to the root', () => {
    expect(at('/login', guestRoute, basic)).toEqual({ action: 'redirect', to: '/' });
    expect(at('/login', guestRoute, null)).toEqual({ action: 'allow' });
  });

  it('lets everyone through activation and reset links', () => {
    expect(at('/users/7/activate/abc', exemptRoute, null)).toEqual({ action: 'allow' });
    expect(at('/users/7/reset/abc', exemptRoute, basic)).toEqual({ action: 'allow' });
  });

  it('sends a visitor without the route permission to the no-permission page naming it, staff bypass it', () => {
    expect(at('/users', usersRoute, basic)).toEqual({ action: 'redirect', to: '/no-permission?page=%2Fusers' });
    expect(at('/users', usersRoute, staff)).toEqual({ action: 'allow' });
    expect(at('/companies/', { access: 'auth', staffOnly: true }, basic)).toEqual({
      action: 'redirect',
      to: '/no-permission?page=%2Fcompanies',
    });
    expect(at('/tours', { access: 'auth', permission: 'view_tour' }, basic)).toEqual({ action: 'allow' });
  });

  it('redirects the own user page to the profile, other users stay', () => {
    expect(at('/users/u-basic', usersRoute, basic)).toEqual({ action: 'redirect', to: '/profile' });
    expect(at('/users/u-basic', null, basic)).toEqual({ action: 'redirect', to: '/profile' });
    expect(at('/users/u-other', usersRoute, staff)).toEqual({ action: 'allow' });
  });

  it('redirects the root to the dashboard and unknown paths to 404', () => {
    expect(at('/', null, basic)).toEqual({ action: 'redirect', to: '/dashboard' });
    expect(at('/no-such-page', null, basic)).toEqual({ action: 'redirect', to: '/404' });
    expect(at('/no-such-page', null, null)).toEqual({ action: 'redirect', to: '/404' });
  });

  it('allows a signed-in visitor on an authenticated route', () => {
    expect(at('/dashboard', authRoute, basic)).toEqual({ action: 'allow' });
  });
});

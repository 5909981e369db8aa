import { describe, expect, it } from 'vitest';
import { authFeature } from '../../features/auth/index.ts';
import { dashboardFeature } from '../../features/dashboard/index.ts';
import { firstScreenRoute } from './firstScreenRoute.ts';

const features = [authFeature, dashboardFeature];

describe('firstScreenRoute', () => {
  it('finds the screen a path opens for a visitor who may stay on it', () => {
    expect(firstScreenRoute(features, '/login', false)?.chunk).toBe('SignInScreen');
    expect(firstScreenRoute(features, '/dashboard', true)?.chunk).toBe('DashboardScreen');
    expect(firstScreenRoute(features, '/dashboard/', true)?.chunk).toBe('DashboardScreen');
  });

  it('matches a parameter segment with any one segment', () => {
    expect(firstScreenRoute(features, '/users/7/reset/abc-123', false)?.chunk).toBe('ResetPasswordScreen');
    expect(firstScreenRoute(features, '/users/7/reset/abc/more', false)).toBeUndefined();
  });

  it('knows nothing where the guard will send the visitor elsewhere', () => {
    expect(firstScreenRoute(features, '/dashboard', false)).toBeUndefined();
    expect(firstScreenRoute(features, '/login', true)).toBeUndefined();
    expect(firstScreenRoute(features, '/', true)).toBeUndefined();
    expect(firstScreenRoute(features, '/no-such-screen', true)).toBeUndefined();
  });
});

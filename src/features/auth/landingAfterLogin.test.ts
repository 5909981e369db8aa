import { describe, expect, it } from 'vitest';
import { landingAfterLogin } from './landingAfterLogin.ts';

describe('landingAfterLogin', () => {
  it('returns a path inside the portal', () => {
    expect(landingAfterLogin('/settings?tab=1#x')).toBe('/settings?tab=1#x');
  });

  it('refuses anything that could leave the portal or loop', () => {
    for (const value of [undefined, 42, '', 'https://evil.example/', '//evil.example', '/\\evil.example', '/login']) {
      expect(landingAfterLogin(value)).toBe('/');
    }
  });
});

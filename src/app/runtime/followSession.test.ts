import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../core/auth/createSession.ts';
import type { CurrentUser } from '../../core/contract/index.ts';
import { followSession } from './followSession.ts';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  user_uuid: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  language: 'en',
  is_admin: false,
  role: 'basic',
  original_user: null,
  companies: [{ id: 1, name: 'A', profile_id: 1 }],
  profile: { company_id: 1, permissions: ['view_company'] },
  services: [],
  subscriptions: [],
  ...overrides,
});

function fakeSession(initial: CurrentUser | null) {
  let current = initial;
  const listeners = new Set<() => void>();
  const session = {
    getCurrent: () => current,
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
  } as unknown as Session;
  const set = (next: CurrentUser | null) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return { session, set };
}

describe('followSession', () => {
  it('does not react to signing in', () => {
    const { session, set } = fakeSession(null);
    const onChange = vi.fn();
    followSession(session, onChange);
    set(user());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reacts to signing out, impersonation and a company switch, not to a refreshed copy', () => {
    const { session, set } = fakeSession(user());
    const onChange = vi.fn();
    followSession(session, onChange);
    set(user({ name: 'Ann B.' }));
    expect(onChange).toHaveBeenCalledTimes(0);
    set(user({ profile: { company_id: 2, permissions: [] } }));
    expect(onChange).toHaveBeenCalledTimes(1);
    set(user({ user_uuid: 'u2', profile: { company_id: 2, permissions: [] } }));
    expect(onChange).toHaveBeenCalledTimes(2);
    set(null);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

import { describe, expect, it } from 'vitest';
import { currentUser, tokenPair, type CurrentUser } from '../contract/auth.ts';
import { asTokenPair, isCurrentUser } from './answerGuards.ts';

const user: CurrentUser = {
  user_uuid: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  language: 'de',
  is_admin: false,
  role: 'company_admin',
  original_user: { user_uuid: 's1', name: 'Staff', email: 'staff@example.com' },
  companies: [{ id: 1, name: 'Acme', profile_id: 11 }],
  profile: { company_id: 1, permissions: ['view_company'] },
  services: ['sonico'],
  subscriptions: [{ id: 3, plan: 'basic', service: 'mex', spec: { tablet_quota: 2 } }],
};

/** Values one field away from a valid user: the hand-written guard must agree with the contract's schema. */
const brokenUsers: [string, unknown][] = [
  ...Object.keys(currentUser.shape).map((field): [string, unknown] => [
    `without ${field}`,
    Object.fromEntries(Object.entries(user).filter(([key]) => key !== field)),
  ]),
  ['is_admin as text', { ...user, is_admin: 'false' }],
  ['companies as an object', { ...user, companies: { id: 1 } }],
  ['a company id as text', { ...user, companies: [{ id: '1', name: 'Acme', profile_id: 11 }] }],
  ['a fractional company id', { ...user, companies: [{ id: 1.5, name: 'Acme', profile_id: 11 }] }],
  ['a permission that is not text', { ...user, profile: { company_id: 1, permissions: [7] } }],
  ['a profile without permissions', { ...user, profile: { company_id: 1 } }],
  ['an original user without email', { ...user, original_user: { user_uuid: 's1', name: 'Staff' } }],
  ['a subscription without spec', { ...user, subscriptions: [{ id: 3, plan: 'basic', service: 'mex' }] }],
  ['an array', [user]],
  ['null', null],
];

describe('isCurrentUser', () => {
  it('accepts what the contract accepts, with or without profile and original user', () => {
    for (const value of [user, { ...user, profile: null, original_user: null, companies: [], subscriptions: [] }]) {
      expect(currentUser.safeParse(value).success).toBe(true);
      expect(isCurrentUser(value)).toBe(true);
    }
  });

  it.each(brokenUsers)('refuses a user %s, as the contract does', (_, value) => {
    expect(currentUser.safeParse(value).success).toBe(false);
    expect(isCurrentUser(value)).toBe(false);
  });
});

describe('asTokenPair', () => {
  it('keeps only access and refresh, as the contract does', () => {
    const answer = { access: 'a', refresh: 'r', extra: 1 };
    expect(asTokenPair(answer)).toEqual({ access: 'a', refresh: 'r' });
    expect(asTokenPair(answer)).toEqual(tokenPair.parse(answer));
  });

  it.each([[{ access: 'a' }], [{ access: 'a', refresh: 2 }], [['a', 'r']], ['a'], [null]])(
    'refuses %j, as the contract does',
    (value) => {
      expect(tokenPair.safeParse(value).success).toBe(false);
      expect(asTokenPair(value)).toBeNull();
    },
  );
});

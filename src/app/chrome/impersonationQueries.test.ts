import { describe, expect, it } from 'vitest';
import type { User } from '../../core/contract/index.ts';
import { impersonationCandidates } from './impersonationQueries.ts';

const user = (user_uuid: string, name: string, is_active = true, type: User['type'] = 'customer') =>
  ({ user_uuid, name, email: `${user_uuid}@example.com`, is_active, type }) as User;

describe('impersonationCandidates', () => {
  it('offers active customer users, named by email when they have no name; never oneself or other staff', () => {
    const users = [
      user('me', 'Staff', true, 'staff'),
      user('a', 'Ann'),
      user('b', ''),
      user('c', 'Gone', false),
      user('s2', 'Other Staff', true, 'staff'),
    ];
    expect(impersonationCandidates(users, 'me')).toEqual([
      { id: 'a', label: 'Ann', email: 'a@example.com' },
      { id: 'b', label: 'b@example.com', email: 'b@example.com' },
    ]);
  });
});

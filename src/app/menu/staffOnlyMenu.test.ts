import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../features/common/index.ts';
import { guard } from '../router/guard.ts';
import { buildMenu } from './buildMenu.ts';

const sonico: MenuEntry = {
  section: 'userManagement',
  group: 3,
  to: '/sonico-profiles',
  label: 'sonicoProfiles',
  icon: 'users',
  staffOnly: true,
  order: 2,
};
const admin = { user_uuid: 'a', is_admin: false, profile: { company_id: 1, permissions: ['view_user', 'add_user'] } };
const staff = { user_uuid: 's', is_admin: true, profile: null };

describe('staff-only entries and routes', () => {
  it('show the entry to staff only, whatever permissions another user holds', () => {
    expect(buildMenu([sonico], admin)).toEqual([]);
    expect(buildMenu([sonico], staff)[0].entries.map((e) => e.to)).toEqual(['/sonico-profiles']);
  });

  it('send anyone but staff from the route to the no-permission page', () => {
    const input = {
      pathname: '/sonico-profiles',
      href: '/sonico-profiles',
      route: { access: 'auth' as const, staffOnly: true },
    };
    expect(guard({ ...input, user: admin })).toEqual({
      action: 'redirect',
      to: '/no-permission?page=%2Fsonico-profiles',
    });
    expect(guard({ ...input, user: staff })).toEqual({ action: 'allow' });
  });
});

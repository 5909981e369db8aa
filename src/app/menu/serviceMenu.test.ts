import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../features/common/index.ts';
import { guard } from '../router/guard.ts';
import { buildMenu } from './buildMenu.ts';

const tours: MenuEntry = {
  section: 'tourManagement',
  group: 5,
  to: '/tours',
  label: 'tours',
  icon: 'tours',
  permission: 'view_tour',
  service: 'mex',
  order: 1,
};
const profile = { company_id: 1, permissions: ['view_tour'] };
const withMex = { user_uuid: 'm', is_admin: false, profile, services: ['core', 'mex'] };
const withoutMex = { user_uuid: 'c', is_admin: false, profile, services: ['core'] };

describe('entries and routes of a service', () => {
  it('show the tours only when the active company has mex', () => {
    expect(buildMenu([tours], withMex)[0].entries.map((e) => e.to)).toEqual(['/tours']);
    expect(buildMenu([tours], withoutMex)).toEqual([]);
  });

  it('send a user of a company without the service from the route to the no-permission page', () => {
    const input = { pathname: '/tours', href: '/tours', route: { access: 'auth' as const, service: 'mex' } };
    expect(guard({ ...input, user: withoutMex })).toEqual({ action: 'redirect', to: '/no-permission?page=%2Ftours' });
    expect(guard({ ...input, user: withMex })).toEqual({ action: 'allow' });
  });
});

import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../features/common/index.ts';
import { buildMenu } from './buildMenu.ts';

const entries: MenuEntry[] = [
  { section: 'overview', group: 1, to: '/reports', label: 'reports', icon: 'reports', order: 2 },
  { section: 'overview', group: 1, to: '/dashboard', label: 'dashboard', icon: 'dashboard', order: 1 },
  {
    section: 'userManagement',
    group: 3,
    to: '/users',
    label: 'users',
    icon: 'users',
    permission: 'view_user',
    order: 2,
  },
  {
    section: 'tourManagement',
    group: 5,
    to: '/tours',
    label: 'tours',
    icon: 'tours',
    permission: 'view_tour',
    order: 1,
  },
];

const basic = { is_admin: false, profile: { company_id: 1, permissions: ['view_tour'] } };

describe('buildMenu', () => {
  it('keeps the spec order of sections and the order inside a section', () => {
    const menu = buildMenu(entries, { is_admin: true });
    expect(menu.map((view) => view.section)).toEqual(['overview', 'userManagement', 'tourManagement']);
    expect(menu[0].entries.map((entry) => entry.to)).toEqual(['/dashboard', '/reports']);
  });

  it('hides entries the user lacks the permission for and sections left empty', () => {
    const menu = buildMenu(entries, basic);
    expect(menu.map((view) => view.section)).toEqual(['overview', 'tourManagement']);
  });

  it('shows nothing to a visitor who is not signed in', () => {
    expect(buildMenu(entries, null)).toEqual([]);
  });

  it('shows only unrestricted entries to a user with an inactive profile', () => {
    const menu = buildMenu(entries, { is_admin: false, companies: [{}], profile: null });
    expect(menu.flatMap((view) => view.entries.map((entry) => entry.to))).toEqual(['/dashboard', '/reports']);
  });
});

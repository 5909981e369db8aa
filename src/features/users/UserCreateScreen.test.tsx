import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../core/auth/createSession.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { UserCreateScreen } from './UserCreateScreen.tsx';

function http(): Partial<HttpClient> {
  const get = vi.fn(async (path: string) => {
    if (path === 'authsystem/roles')
      return [
        { id: 'staff', name: 'staff' },
        { id: 'company_admin', name: 'company_admin' },
        { id: 'basic', name: 'basic' },
      ];
    if (path === 'companies') return [{ id: 1, name: 'Riverside Water Works', customer_account: 'C-2001' }];
    throw new Error(`unexpected GET ${path}`);
  });
  return { get } as unknown as Partial<HttpClient>;
}

function sessionOf(isAdmin: boolean): Partial<Session> {
  const user = {
    user_uuid: 'me',
    is_admin: isAdmin,
    name: 'Me',
    email: 'me@example.com',
    language: 'en',
    role: isAdmin ? 'staff' : 'company_admin',
    original_user: null,
    companies: [{ id: 1, name: 'Riverside Water Works', profile_id: 1 }],
    profile: { company_id: 1, permissions: ['add_user'] },
    services: [],
    subscriptions: [],
  };
  return { getCurrent: () => user, subscribe: () => () => undefined };
}

describe('UserCreateScreen', () => {
  it('asks staff for the sonico profile and names every missing required field', async () => {
    await renderWithProviders(UserCreateScreen, { at: '/users/create', session: sessionOf(true), http: http() });
    expect(await screen.findByText('Sonico profile')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(screen.getByText('Please correct the following error(s):')).toBeTruthy());
    for (const field of ['E-mail', 'Role', 'Company', 'Sonico profile'])
      expect(screen.getByText(`${field}: This field is required`)).toBeTruthy();
  });

  it("offers the companies the server's rule of a new account accepts", async () => {
    const client = http();
    await renderWithProviders(UserCreateScreen, { at: '/users/create', session: sessionOf(false), http: client });
    await screen.findAllByText('Company');
    const get = vi.mocked(client.get!);
    await waitFor(() => expect(get.mock.calls.some(([path]) => path === 'companies')).toBe(true));
    const [, options] = get.mock.calls.find(([path]) => path === 'companies')!;
    expect(options?.params).toMatchObject({ for: 'user:new' });
  });

  it('hides the sonico profile from a company admin', async () => {
    await renderWithProviders(UserCreateScreen, { at: '/users/create', session: sessionOf(false), http: http() });
    await screen.findAllByText('Company');
    expect(screen.queryByText('Sonico profile')).toBeNull();
  });
});

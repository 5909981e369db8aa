import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../core/auth/createSession.ts';
import type { KeyAccess } from '../../core/contract/keys.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { KeyAccessLogScreen } from './KeyAccessLogScreen.tsx';

const user = {
  user_uuid: 'me',
  is_admin: false,
  name: 'Me',
  email: 'admin@example.com',
  language: 'en',
  role: 'company_admin',
  original_user: null,
  companies: [{ id: 1, name: 'Riverside Water Works', profile_id: 1 }],
  profile: { company_id: 1, permissions: ['view_communicationdevice'] },
  services: [],
  subscriptions: [],
};
const session: Partial<Session> = { getCurrent: () => user, subscribe: () => () => undefined };

const entry = (id: number, fields: Partial<KeyAccess>): KeyAccess => ({
  id,
  action: 'view',
  format: null,
  user: 'u-admin',
  user_email: 'admin@example.com',
  company: 1,
  key_count: 1,
  keys: ['k-1'],
  ip_address: '203.0.113.7',
  query: {},
  created_at: '2026-11-27T08:00:00.000Z',
  ...fields,
});

describe('KeyAccessLogScreen', () => {
  it('names the staff member behind a read made during an impersonation', async () => {
    const results = [
      entry(2, { original_user: 'u-staff', original_user_email: 'staff@example.com' }),
      entry(1, { original_user: null, original_user_email: null }),
    ];
    const get = vi.fn(async (path: string) => {
      if (path === 'keys/access-log') return { count: results.length, next: null, previous: null, results };
      throw new Error(`unexpected GET ${path}`);
    });
    const http = { get, config: { apiBase: '/api/', authBase: '/auth/' } } as unknown as Partial<HttpClient>;
    await renderWithProviders(KeyAccessLogScreen, { at: '/keys/access-log', session, http });
    expect(await screen.findByText('Impersonated by staff@example.com')).toBeTruthy();
    expect(screen.getAllByText(/admin@example\.com/)).toHaveLength(2);
    expect(screen.getAllByText(/Impersonated by/)).toHaveLength(1);
  });
});

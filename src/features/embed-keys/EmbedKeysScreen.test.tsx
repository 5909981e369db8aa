import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../core/auth/createSession.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { EmbedKeysScreen } from './EmbedKeysScreen.tsx';

const user = {
  user_uuid: 'me',
  is_admin: false,
  name: 'Me',
  email: 'me@example.com',
  language: 'en',
  role: 'company_admin',
  original_user: null,
  companies: [{ id: 1, name: 'Riverside Water Works', profile_id: 1 }],
  profile: { company_id: 1, permissions: ['change_company'] },
  services: [],
  subscriptions: [],
};
const session: Partial<Session> = { getCurrent: () => user, subscribe: () => () => undefined };

const CREATED = {
  id: '5f0c8a4e-0000-4000-8000-000000000001',
  company: 1,
  name: 'Town site',
  prefix: 'mpk_ab12',
  origins: ['https://town.example'],
  any_origin: false,
  elements: ['map'],
  groups: [],
  hidden: [],
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  created_at: '2026-11-24T00:00:00.000Z',
  key: 'mpk_ab12cd34ef56secret',
};

/** An empty list of keys and groups; `post` answers the create call. */
function http(post: (path: string, body: unknown) => Promise<unknown>) {
  const get = vi.fn(async (path: string) => {
    if (path === 'embed-keys' || path === 'meter-groups') return { count: 0, next: null, previous: null, results: [] };
    throw new Error(`unexpected GET ${path}`);
  });
  return {
    get,
    post: vi.fn(post),
    config: { apiBase: '/api/', authBase: '/auth/' },
  } as unknown as Partial<HttpClient>;
}

async function openCreateDialog(post: (path: string, body: unknown) => Promise<unknown>) {
  const client = http(post);
  const rendered = await renderWithProviders(EmbedKeysScreen, { at: '/embed-keys', session, http: client });
  await screen.findByText('No embed keys yet');
  fireEvent.click(screen.getAllByRole('button', { name: 'Create embed key' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Create embed key' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Town site' } });
  return { dialog, client, ...rendered };
}

describe('EmbedKeysScreen', () => {
  it('ticks "Any origin" only after the admin confirms what it means', async () => {
    const { dialog } = await openCreateDialog(() => Promise.reject(new Error('not called')));
    const anyOrigin = within(dialog).getByRole('checkbox', { name: /^Any origin/ });
    fireEvent.click(anyOrigin);
    const ask = await within(dialog).findByRole('alertdialog');
    expect(ask.textContent).toContain('any website, not only the partner');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((anyOrigin as HTMLInputElement).checked).toBe(false);
    fireEvent.click(anyOrigin);
    fireEvent.click(
      within(await within(dialog).findByRole('alertdialog')).getByRole('button', { name: 'Allow any origin' }),
    );
    await waitFor(() => expect((anyOrigin as HTMLInputElement).checked).toBe(true));
  });

  it("names what is no origin, and shows the server's own message on the origins field", async () => {
    const post = vi.fn(() =>
      Promise.reject(
        new ApiError('Bad Request', {
          status: 400,
          fieldErrors: { origins: ['This origin is refused by the server.'] },
        }),
      ),
    );
    const { dialog, notify } = await openCreateDialog(post);
    const origins = within(dialog).getByRole('textbox', { name: /^Allowed origins/ });
    fireEvent.change(origins, { target: { value: 'https://town.example/page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await within(dialog).findByText(/“https:\/\/town\.example\/page” is not an origin/);
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(origins, { target: { value: 'https://Town.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await within(dialog).findByText('This origin is refused by the server.');
    expect(post).toHaveBeenCalledWith(
      'embed-keys',
      expect.objectContaining({ name: 'Town site', origins: ['https://town.example'], elements: ['map'] }),
      expect.anything(),
    );
    expect(notify).toHaveBeenCalledWith('Creation failed', { kind: 'error' });
  });

  it('shows the new secret once, with the snippet for the map', async () => {
    const { dialog } = await openCreateDialog(async () => CREATED);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Allowed origins/ }), {
      target: { value: 'https://town.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByRole('dialog', { name: 'Embed key “Town site” created' });
    expect(within(secret).getByRole('alert').textContent).toContain('it will not be shown again');
    expect(within(secret).getByRole<HTMLInputElement>('textbox', { name: 'Embed key' }).value).toBe(CREATED.key);
    const snippet = within(secret).getByRole<HTMLTextAreaElement>('textbox', { name: 'Snippet for the Map' });
    expect(snippet.value).toContain(`<meter-map embed-key="${CREATED.key}" api-base="http`);
    fireEvent.click(within(secret).getByRole('button', { name: 'I have copied the key' }));
    // closed, the secret is gone for good: nothing on the screen holds it any more
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(CREATED.key);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { companyUserSession } from '../common/testing/companyUserSession.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { EmbedKeysScreen } from './EmbedKeysScreen.tsx';

const session = companyUserSession(['change_company']);

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

const GROUP = { uuid: '9a7f0c1e-0000-4000-8000-0000000000aa', name: 'North district', company: 1 };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** The keys and one device group of company 1; `post` answers the create call, `patch` the update. */
function http(
  post: (path: string, body: unknown) => Promise<unknown>,
  keys: unknown[] = [],
  patch: (path: string, body: unknown) => Promise<unknown> = () => Promise.reject(new Error('not called')),
) {
  const get = vi.fn(async (path: string) => {
    if (path === 'embed-keys') return page(keys);
    if (path === 'meter-groups') return page([GROUP]);
    throw new Error(`unexpected GET ${path}`);
  });
  return {
    get,
    post: vi.fn(post),
    patch: vi.fn(patch),
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

  it('lists what each key allows, edits an active key and shows a revoked one read-only', async () => {
    const { key: _secret, ...active } = CREATED;
    const revoked = {
      ...active,
      id: '5f0c8a4e-0000-4000-8000-000000000002',
      name: 'Old site',
      any_origin: true,
      origins: [],
      groups: [GROUP.uuid],
      hidden: ['serial'],
      revoked_at: '2026-11-20T00:00:00.000Z',
    };
    const patch = vi.fn(async () => ({ ...active, name: 'Town site 2' }));
    const { notify } = await renderWithProviders(EmbedKeysScreen, {
      at: '/embed-keys',
      session,
      http: http(() => Promise.reject(new Error('not called')), [active, revoked], patch),
    });
    const oldRow = (await screen.findByText('Old site')).closest('tr')!;
    expect(within(oldRow).getByText('Any origin (*)')).toBeTruthy();
    expect(await within(oldRow).findByText('North district')).toBeTruthy();
    expect(within(oldRow).getByText('Serial numbers')).toBeTruthy();
    expect(within(oldRow).getByText('Revoked')).toBeTruthy();
    expect(within(oldRow).queryByRole('button', { name: 'Revoke Old site' })).toBeNull();
    const townRow = screen.getByText('Town site').closest('tr')!;
    expect(within(townRow).getByText('Whole company')).toBeTruthy();
    expect(within(townRow).getByText('mpk_ab12…')).toBeTruthy();
    expect(within(townRow).getByText('Active')).toBeTruthy();

    fireEvent.click(within(oldRow).getByRole('button', { name: 'View Old site' }));
    const view = await screen.findByRole('dialog', { name: 'Embed key' });
    expect(within(view).getByText('This key was revoked: it can no longer be used or changed.')).toBeTruthy();
    expect(within(view).getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).readOnly).toBe(true);
    expect(within(view).queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(townRow).getByRole('button', { name: 'Edit Town site' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit embed key' });
    fireEvent.change(within(edit).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Town site 2' } });
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Chart' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Updated successfully', { kind: 'success' }));
    expect(patch).toHaveBeenCalledWith(
      `embed-keys/${active.id}`,
      expect.objectContaining({ name: 'Town site 2', elements: ['map', 'chart'], hidden: [], expires_at: null }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

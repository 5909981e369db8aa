import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser, User } from '../../core/contract/index.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { renderWithProviders } from '../../features/common/testing/renderWithProviders.tsx';
import { ImpersonateDialog } from './ImpersonateDialog.tsx';

const me = { user_uuid: 'staff', name: 'Sam Staff', is_admin: true } as CurrentUser;
const users = [
  { user_uuid: 'staff', name: 'Sam Staff', email: 'staff@example.com', is_active: true, type: 'staff' },
  { user_uuid: 'u1', name: 'Ann Admin', email: 'admin@example.com', is_active: true, type: 'customer' },
  { user_uuid: 'u2', name: 'Bo Basic', email: 'user@example.com', is_active: true, type: 'customer' },
  { user_uuid: 'u3', name: 'Old Account', email: 'old@example.com', is_active: false, type: 'customer' },
  { user_uuid: 's2', name: 'Sue Staff', email: 'staff2@example.com', is_active: true, type: 'staff' },
] as User[];

async function setup(impersonate = vi.fn().mockResolvedValue(me)) {
  const onClose = vi.fn();
  const get = vi.fn().mockResolvedValue(users);
  const rendered = await renderWithProviders(() => <ImpersonateDialog onClose={onClose} />, {
    at: '/profile',
    session: { getCurrent: () => me, impersonate },
    http: { get },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Impersonate a user' });
  const picker = await screen.findByRole('button', { name: /^User/ });
  return { ...rendered, dialog, picker, onClose, impersonate, get };
}

describe('ImpersonateDialog', () => {
  it('offers active customer users, searchable by email, and focuses the picker once they arrive', async () => {
    const { picker, get } = await setup();
    expect(get).toHaveBeenCalledWith('users', expect.objectContaining({ params: { no_page: 'true' } }));
    await waitFor(() => expect(document.activeElement).toBe(picker));
    fireEvent.click(picker);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ann Adminadmin@example.com',
      'Bo Basicuser@example.com',
    ]);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'user@' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bo Basicuser@example.com']);
  });

  it('impersonates the chosen user only after Impersonate, then goes to the dashboard', async () => {
    const { picker, impersonate, onClose } = await setup();
    const submit = screen.getByRole('button', { name: 'Impersonate' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(picker);
    fireEvent.click(screen.getByRole('option', { name: /Bo Basic/ }));
    expect(impersonate).not.toHaveBeenCalled();
    fireEvent.click(submit);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/dashboard');
    expect(impersonate).toHaveBeenCalledWith('u2');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the server refuses, and stays open', async () => {
    const refused = vi.fn().mockRejectedValue(new ApiError('403', { status: 403 }));
    const { picker, notify, onClose } = await setup(refused);
    fireEvent.click(picker);
    fireEvent.click(screen.getByRole('option', { name: /Ann Admin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('This action is not permitted', { kind: 'error' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Impersonate' })).toHaveProperty('disabled', false);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { ApiError } from '../../core/http/ApiError.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const path = '/users/$id/reset/$token';

async function openForm(post = vi.fn().mockResolvedValue({ detail: 'ok' })) {
  const get = vi.fn().mockResolvedValue({ detail: 'ok', purpose: 'reset' });
  const rendered = await renderWithProviders(ResetPasswordScreen, {
    at: '/users/u1/reset/t0k',
    path,
    http: { get, post },
  });
  await screen.findByLabelText(/^New password/);
  return { ...rendered, get, post };
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ResetPasswordScreen', () => {
  it('checks the link, then rejects a weak password and passwords that differ', async () => {
    const { get, post } = await openForm();
    expect(get).toHaveBeenCalledWith('users/u1/set_password/t0k', expect.objectContaining({ auth: false }));
    type(/^New password/, 'short1');
    type(/^Confirm password/, 'short2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText(/Password value is too weak/)).not.toHaveLength(0);
    expect(screen.getAllByText(/Passwords do not match/)).not.toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('sets the password, says so and goes to the login page', async () => {
    const { post, notify } = await openForm();
    type(/^New password/, 'water2024');
    type(/^Confirm password/, 'water2024');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/login');
    expect(post).toHaveBeenCalledWith('users/u1/set_password/t0k', { password: 'water2024' }, { auth: false });
    expect(notify).toHaveBeenCalledWith('Your password has been reset', { kind: 'success', group: 'auth' });
  });

  it('reports an invalid link', async () => {
    const get = vi
      .fn()
      .mockRejectedValue(new ApiError('400', { status: 400, code: 'invalid_token', detail: 'Invalid token' }));
    const { notify } = await renderWithProviders(ResetPasswordScreen, {
      at: '/users/u1/reset/bad',
      path,
      http: { get },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Invalid Password reset token', { kind: 'error', group: 'auth' }),
    );
  });
});

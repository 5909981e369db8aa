import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { ApiError } from '../../core/http/ApiError.ts';
import { SignInScreen } from './SignInScreen.tsx';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignInScreen', () => {
  it('asks for both fields under the error header without calling the server', async () => {
    const login = vi.fn();
    await renderWithProviders(SignInScreen, { at: '/login', path: '/login', session: { login } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please correct the following error(s):')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the wrong-credentials toast in the auth group for a 401', async () => {
    const login = vi.fn().mockRejectedValue(new ApiError('401', { status: 401, detail: 'No active account' }));
    const { notify } = await renderWithProviders(SignInScreen, { at: '/login', path: '/login', session: { login } });
    fill(/^Email/, 'user@example.com');
    fill(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Incorrect Email and Password combination', { kind: 'error', group: 'auth' }),
    );
    expect(login).toHaveBeenCalledWith({ email: 'user@example.com', password: 'wrong' });
  });

  it('lands on the redirect target after signing in', async () => {
    const login = vi.fn().mockResolvedValue({});
    const { notify } = await renderWithProviders(SignInScreen, {
      at: '/login?redirect=%2Fsettings%3Ftab%3D2',
      path: '/login',
      session: { login },
    });
    fill(/^Email/, ' admin@example.com ');
    fill(/^Password/, 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/settings?tab=2');
    expect(notify).toHaveBeenCalledWith('Sign in successful', { kind: 'success', group: 'auth' });
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'demo1234' });
  });
});

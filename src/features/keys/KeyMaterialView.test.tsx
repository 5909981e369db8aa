import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { KeyMaterialView } from './KeyMaterialView.tsx';

const detail = { comm_mod_uuid: 'k1', key: { aes_key: null, join_eui: '0011223344556677', app_key: 'A'.repeat(32) } };

describe('KeyMaterialView', () => {
  it('asks the server for the key only on Show key, and forgets it on Hide key', async () => {
    const get = vi.fn().mockResolvedValue(detail);
    await renderWithProviders(() => <KeyMaterialView commModUuid="k1" />, { http: { get } });
    expect(screen.getByText(/The key is hidden/)).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show key' }));
    expect(await screen.findByText('A'.repeat(32))).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe('keys/k1');
    expect(screen.queryByText('AES-128 key')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide key' }));
    await waitFor(() => expect(screen.queryByText('A'.repeat(32))).toBeNull());
    expect(screen.getByRole('button', { name: 'Show key' })).toBeTruthy();
  });
});

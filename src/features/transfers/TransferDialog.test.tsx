import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommModuleKey } from '../../core/contract/keys.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { TransferDialog } from './TransferDialog.tsx';

const keys = [
  { comm_mod_uuid: 'k1', module_serial: 'L00000001', module_type: 'rcm-lrw', meter_serial: '21040001' },
  { comm_mod_uuid: 'k2', module_serial: 'G00000002', module_type: 'rcm-gsm', meter_serial: null },
] as CommModuleKey[];
const targets = [{ id: 7, name: 'Hillcrest Utilities', customer_account: 'C-2002' }];

async function setup(post = vi.fn().mockResolvedValue({ id: 1 })) {
  const onClose = vi.fn();
  const get = vi.fn().mockResolvedValue(targets);
  const rendered = await renderWithProviders(() => <TransferDialog keys={keys} onClose={onClose} />, {
    http: { get, post },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Transfer keys' });
  const confirm = screen.getByRole('button', { name: 'Transfer' });
  const word = screen.getByRole('textbox', { name: 'Type TRANSFER to confirm' });
  fireEvent.click(await screen.findByRole('button', { name: /^Transfer to/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Hillcrest Utilities/ }));
  return { ...rendered, dialog, confirm, word, onClose, post, get };
}

describe('TransferDialog', () => {
  it('lists the keys and opens its button only once TRANSFER is typed exactly', async () => {
    const { dialog, confirm, word, post, get } = await setup();
    expect(get).toHaveBeenCalledWith('transfers/targets', expect.objectContaining({ params: { no_page: 'true' } }));
    expect(dialog.textContent).toContain('2 keys will be transferred');
    expect(dialog.textContent).toContain('L00000001');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(word, { target: { value: 'transfer' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(word, { target: { value: 'TRANSFER' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][0]).toBe('transfers');
    expect(post.mock.calls[0][1]).toEqual({ to_company: 7, keys: ['k1', 'k2'] });
  });

  it('says the spec’s words when the server refuses, and stays open', async () => {
    const { confirm, word, notify, onClose } = await setup(vi.fn().mockRejectedValue(new Error('403')));
    fireEvent.change(word, { target: { value: 'TRANSFER' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('An error occurred while transferring, probably not sufficient permissions', {
        kind: 'error',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { toast } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from './createNotifier.ts';

vi.mock('react-toastify/unstyled', () => ({ toast: vi.fn() }));

describe('createNotifier', () => {
  it('closes auth toasts after 3000 ms and others after 5000 ms, in its own container', () => {
    const { notify, attach } = createNotifier('c1');
    attach();
    notify('Sign in successful', { kind: 'success', group: 'auth' });
    notify('Updated successfully');
    expect(vi.mocked(toast).mock.calls).toEqual([
      ['Sign in successful', { containerId: 'c1', type: 'success', autoClose: 3000, toastId: 'c1:Sign in successful' }],
      [
        'Updated successfully',
        { containerId: 'c1', type: 'info', autoClose: 5000, toastId: 'c1:Updated successfully' },
      ],
    ]);
  });

  it('holds messages until the container is attached', () => {
    vi.mocked(toast).mockClear();
    const { notify, attach } = createNotifier('c2');
    notify('Your session has expired', { kind: 'warning', group: 'auth' });
    expect(toast).not.toHaveBeenCalled();
    const detach = attach();
    expect(toast).toHaveBeenCalledTimes(1);
    detach();
    notify('Later');
    expect(toast).toHaveBeenCalledTimes(1);
  });
});

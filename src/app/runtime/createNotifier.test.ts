import { describe, expect, it, vi } from 'vitest';
import { createNotifier, type ShowToast } from './createNotifier.ts';

describe('createNotifier', () => {
  it('closes auth toasts after 3000 ms and others after 5000 ms, in its own container', () => {
    const show = vi.fn<ShowToast>();
    const { notify, attach } = createNotifier('c1');
    attach(show);
    notify('Sign in successful', { kind: 'success', group: 'auth' });
    notify('Updated successfully');
    expect(show.mock.calls).toEqual([
      ['Sign in successful', { containerId: 'c1', type: 'success', autoClose: 3000, toastId: 'c1:Sign in successful' }],
      [
        'Updated successfully',
        { containerId: 'c1', type: 'info', autoClose: 5000, toastId: 'c1:Updated successfully' },
      ],
    ]);
  });

  it('holds messages until the container is attached, and again after it is gone', () => {
    const show = vi.fn<ShowToast>();
    const { notify, attach } = createNotifier('c2');
    notify('Your session has expired', { kind: 'warning', group: 'auth' });
    expect(show).not.toHaveBeenCalled();
    const detach = attach(show);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0][1]).toMatchObject({ type: 'warning', autoClose: 3000 });
    detach();
    notify('Later');
    expect(show).toHaveBeenCalledTimes(1);
    const remounted = vi.fn<ShowToast>();
    attach(remounted);
    expect(remounted.mock.calls.map(([message]) => message)).toEqual(['Later']);
  });
});

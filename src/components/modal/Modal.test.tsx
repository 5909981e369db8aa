import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { Modal } from './Modal.tsx';

function Screen({ onClose, closeOnBackdropPress }: { onClose?: () => void; closeOnBackdropPress?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete key
      </button>
      <Modal
        open={open}
        closeOnBackdropPress={closeOnBackdropPress}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Delete key?"
        footer={<button type="button">Confirm</button>}
      >
        <input aria-label="Reason" />
      </Modal>
    </main>
  );
}

function activeIn(root: Document | ShadowRoot) {
  return root.activeElement;
}

describe.each(widgetHosts)('Modal in %s', (where) => {
  it('opens into the widget layer, labelled by its title, with focus inside', () => {
    const { view, root } = renderWidget(<Screen />, where);
    const trigger = view.getByRole('button', { name: 'Delete key' });
    trigger.focus();
    fireEvent.click(trigger);

    const dialog = view.getByRole('dialog', { name: 'Delete key?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[data-mp-layer]')).not.toBeNull();
    expect(activeIn(root)).toBe(view.getByRole('button', { name: 'Close dialog' }));
    expect(root.querySelector('main')?.hasAttribute('inert')).toBe(true);
  });

  it('closes on Escape, gives focus back and lifts the inertness', () => {
    const onClose = vi.fn();
    const { view, root } = renderWidget(<Screen onClose={onClose} />, where);
    const trigger = view.getByRole('button', { name: 'Delete key' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.keyDown(view.getByLabelText('Reason'), { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('dialog')).toBeNull();
    expect(activeIn(root)).toBe(trigger);
    expect(root.querySelector('main')?.hasAttribute('inert')).toBe(false);
  });

  it('closes on a backdrop press but not on a press inside the dialog', () => {
    const onClose = vi.fn();
    const { view, root } = renderWidget(<Screen onClose={onClose} />, where);
    fireEvent.click(view.getByRole('button', { name: 'Delete key' }));
    fireEvent.pointerDown(view.getByLabelText('Reason'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(root.querySelector('[data-mp-backdrop]')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores the backdrop when told to', () => {
    const onClose = vi.fn();
    const { view, root } = renderWidget(<Screen onClose={onClose} closeOnBackdropPress={false} />, where);
    fireEvent.click(view.getByRole('button', { name: 'Delete key' }));
    fireEvent.pointerDown(root.querySelector('[data-mp-backdrop]')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(view.getByRole('dialog')).toBeTruthy();
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    const { view, root } = renderWidget(<Screen />, where);
    fireEvent.click(view.getByRole('button', { name: 'Delete key' }));
    const close = view.getByRole('button', { name: 'Close dialog' });
    const confirm = view.getByRole('button', { name: 'Confirm' });

    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(activeIn(root)).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(activeIn(root)).toBe(confirm);
  });
});

describe('Modal in a shadow root', () => {
  it('leaves the partner page around the element untouched', () => {
    const partner = document.createElement('aside');
    document.body.append(partner);
    const { view } = renderWidget(<Screen />, 'shadow');
    fireEvent.click(view.getByRole('button', { name: 'Delete key' }));
    expect(view.getByRole('dialog')).toBeTruthy();
    expect(partner.getAttributeNames()).toEqual([]);
    expect(document.body.querySelector('[inert], [aria-hidden]')).toBeNull();
    partner.remove();
  });
});

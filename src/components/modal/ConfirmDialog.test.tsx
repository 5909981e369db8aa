import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function renderDialog(where: (typeof widgetHosts)[number], busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderWidget(
    <ConfirmDialog
      open
      title="Delete 2 groups?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      North, South
    </ConfirmDialog>,
    where,
  );
  return { ...rendered, onConfirm, onCancel };
}

describe.each(widgetHosts)('ConfirmDialog in %s', (where) => {
  it('names the action and starts on Cancel', () => {
    const { view, root } = renderDialog(where);
    expect(view.getByRole('dialog', { name: 'Delete 2 groups?' }).textContent).toContain('North, South');
    expect(root.activeElement).toBe(view.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms only on the confirm button; Escape cancels', () => {
    const { view, onConfirm, onCancel } = renderDialog(where);
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled or confirmed twice while the action runs', () => {
    const { view, onConfirm, onCancel } = renderDialog(where, true);
    expect(view.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

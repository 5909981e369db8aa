import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetHosts, type WidgetHost } from '../test-utils/renderWidget.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

function setup(where: WidgetHost) {
  const onExport = vi.fn();
  const onDelete = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWidget(
    <DropdownMenu
      items={[
        { id: 'export', label: 'Export', onSelect: onExport },
        { id: 'close', label: 'Close tour', onSelect: onClose, disabled: true },
        { id: 'delete', label: 'Delete', onSelect: onDelete, danger: true },
      ]}
    />,
    where,
  );
  const trigger = rendered.view.getByRole('button', { name: 'More actions' });
  return { ...rendered, trigger, onExport, onDelete, onClose };
}

describe.each(widgetHosts)('DropdownMenu in %s', (where) => {
  it('opens a menu labelled by its trigger with focus on the first item', () => {
    const { view, root, trigger } = setup(where);
    fireEvent.click(trigger);
    const menu = view.getByRole('menu', { name: 'More actions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu.closest('[data-mp-layer]')).not.toBeNull();
    expect(root.activeElement).toBe(view.getByRole('menuitem', { name: 'Export' }));
  });

  it('moves with the arrow keys past disabled items and selects with a click', () => {
    const { view, root, trigger, onDelete, onClose } = setup(where);
    fireEvent.click(trigger);
    fireEvent.keyDown(view.getByRole('menu'), { key: 'ArrowDown' });
    const remove = view.getByRole('menuitem', { name: 'Delete' });
    expect(root.activeElement).toBe(remove);

    fireEvent.click(view.getByRole('menuitem', { name: 'Close tour' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(remove);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('menu')).toBeNull();
    expect(root.activeElement).toBe(trigger);
  });

  it('opens on ArrowUp at the last item and closes on Escape back to the trigger', () => {
    const { view, root, trigger } = setup(where);
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(root.activeElement).toBe(view.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.keyDown(view.getByRole('menu'), { key: 'Escape' });
    expect(view.queryByRole('menu')).toBeNull();
    expect(root.activeElement).toBe(trigger);
  });

  it('jumps by first letter and closes on a press outside without selecting', () => {
    const { view, root, trigger, onExport, onDelete } = setup(where);
    fireEvent.click(trigger);
    fireEvent.keyDown(view.getByRole('menu'), { key: 'd' });
    expect(root.activeElement).toBe(view.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.pointerDown(document.body);
    expect(view.queryByRole('menu')).toBeNull();
    expect(onExport).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });
});

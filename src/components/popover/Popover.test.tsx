import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { Popover } from './Popover.tsx';

function setup(where: 'document' | 'shadow') {
  const rendered = renderWidget(
    <>
      <p>outside</p>
      <Popover trigger="Filters" label="Device filters">
        {(close) => (
          <>
            <input aria-label="Serial" />
            <button type="button" onClick={close}>
              Apply
            </button>
          </>
        )}
      </Popover>
    </>,
    where,
  );
  const trigger = rendered.view.getByRole('button', { name: 'Device filters' });
  return { ...rendered, trigger };
}

describe.each(widgetHosts)('Popover in %s', (where) => {
  it('opens a labelled dialog in the widget layer and focuses its first control', () => {
    const { view, root, trigger } = setup(where);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const panel = view.getByRole('dialog', { name: 'Device filters' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.closest('[data-mp-layer]')).not.toBeNull();
    expect(root.activeElement).toBe(view.getByLabelText('Serial'));
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { view, root, trigger } = setup(where);
    fireEvent.click(trigger);
    fireEvent.keyDown(view.getByLabelText('Serial'), { key: 'Escape' });
    expect(view.queryByRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(trigger);
  });

  it('closes on a press outside but stays open on a press inside', () => {
    const { view, trigger } = setup(where);
    fireEvent.click(trigger);
    fireEvent.pointerDown(view.getByLabelText('Serial'));
    expect(view.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(view.getByText('outside'));
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('lets its content close it, and closes when Tab leaves the last control', () => {
    const { view, trigger } = setup(where);
    fireEvent.click(trigger);
    fireEvent.click(view.getByRole('button', { name: 'Apply' }));
    expect(view.queryByRole('dialog')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.keyDown(view.getByLabelText('Serial'), { key: 'Tab' });
    expect(view.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(view.getByRole('button', { name: 'Apply' }), { key: 'Tab' });
    expect(view.queryByRole('dialog')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSidePanel } from './useSidePanel.ts';

afterEach(cleanup);

function Panel({ shown, onClose }: { shown: string; onClose: () => void }) {
  const { panel, heading, close, onKeyDown } = useSidePanel(shown, onClose);
  return (
    <aside ref={panel} onKeyDown={onKeyDown} aria-label="Details">
      <h2 ref={heading} tabIndex={-1}>
        {shown}
      </h2>
      <button type="button" onClick={close}>
        Close
      </button>
    </aside>
  );
}

function Screen() {
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      {['A', 'B'].map((name) => (
        <button key={name} type="button" onClick={() => setShown(name)}>
          Open {name}
        </button>
      ))}
      {shown ? <Panel shown={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}

/** Opens a panel as a click does: the button takes the focus first. */
function open(name: string) {
  const button = screen.getByRole('button', { name: `Open ${name}` });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('useSidePanel', () => {
  it('moves the focus into the panel and gives it back to the opener on Escape', () => {
    render(<Screen />);
    const opener = open('A');
    expect(document.activeElement?.textContent).toBe('A');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus to the last opener when another object opens in the panel, also from the close button', () => {
    render(<Screen />);
    open('A');
    const second = open('B');
    expect(document.activeElement?.textContent).toBe('B');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(second);
  });
});

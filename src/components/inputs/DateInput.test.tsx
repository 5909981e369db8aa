import { fireEvent, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import { DateInput } from './DateInput.tsx';
import { Field } from './Field.tsx';
import { createTestI18n, renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';

/** The calendar's code and language load on the first open; a loaded machine can take more than a second. */
const LOADED = { timeout: 5000 };

function Controlled({ initial = '2026-02-10', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field controlId="due" label="Due date" required>
        <DateInput id="due" value={value} onChange={setValue} min={min} max={max} />
      </Field>
      <output>{value}</output>
    </>
  );
}

describe.each(widgetHosts)('DateInput in %s', (where) => {
  it('opens a calendar named after the field on the chosen day, and writes a chosen day into the field', async () => {
    const { view, root } = renderWidget(<Controlled />, where);
    const button = view.getByRole('button', { name: 'Due date: calendar' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    const calendar = view.getByRole('dialog', { name: 'Due date: calendar' });
    const grid = await within(calendar).findByRole('grid', { name: 'February 2026' }, LOADED);
    // English (United States) weeks start on Sunday
    expect(grid.querySelector('.rdp-weekday')?.getAttribute('aria-label')).toBe('Sunday');
    const chosen = within(grid).getByRole('button', { name: /February 10th, 2026, selected/ });
    await waitFor(
      () => expect(root.activeElement?.getAttribute('aria-label')).toBe(chosen.getAttribute('aria-label')),
      LOADED,
    );

    fireEvent.click(within(grid).getByRole('button', { name: /February 14th, 2026/ }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(view.getByText('2026-02-14', { selector: 'output' })).toBeTruthy();
    expect(view.getByRole<HTMLInputElement>('textbox', { name: 'Due date' }).value).toBe('02/14/2026');
    expect(root.activeElement).toBe(button);
  });

  it('closes on Escape, gives focus back to its button and keeps the day', async () => {
    const { view, root } = renderWidget(<Controlled />, where);
    const button = view.getByRole('button', { name: 'Due date: calendar' });
    fireEvent.click(button);
    const grid = await view.findByRole('grid', {}, LOADED);
    fireEvent.keyDown(within(grid).getByRole('button', { name: /February 10th, 2026/ }), { key: 'Escape' });
    expect(view.queryByRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(button);
    expect(view.getByText('2026-02-10', { selector: 'output' })).toBeTruthy();
  });
});

describe('DateInput calendar', () => {
  it('disables the days outside min and max and offers no month beyond them', async () => {
    const { view } = renderWidget(<Controlled min="2026-02-05" max="2026-02-20" />);
    fireEvent.click(view.getByRole('button', { name: 'Due date: calendar' }));
    const grid = await view.findByRole('grid', { name: 'February 2026' }, LOADED);
    const day = (name: RegExp) => within(grid).getByRole<HTMLButtonElement>('button', { name });
    expect(day(/February 4th, 2026/).disabled).toBe(true);
    expect(day(/February 21st, 2026/).disabled).toBe(true);
    expect(day(/February 5th, 2026/).disabled).toBe(false);
    expect(day(/February 20th, 2026/).disabled).toBe(false);
    const previous = view.getByRole('button', { name: 'Go to the Previous Month' });
    const next = view.getByRole('button', { name: 'Go to the Next Month' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(day(/February 21st, 2026/));
    expect(view.getByText('2026-02-10', { selector: 'output' })).toBeTruthy();
    fireEvent.click(day(/February 20th, 2026/));
    expect(view.getByText('2026-02-20', { selector: 'output' })).toBeTruthy();
  });

  it('opens an empty field on today, marked as today', async () => {
    const { view } = renderWidget(<Controlled initial="" />);
    fireEvent.click(view.getByRole('button', { name: 'Due date: calendar' }));
    const grid = await view.findByRole('grid', {}, LOADED);
    expect(
      within(grid)
        .getByRole('button', { name: /^Today, / })
        .closest('.rdp-today'),
    ).not.toBeNull();
  });

  it('speaks the UI language: German month and weekday names, weeks from Monday, the day written the German way', async () => {
    const { view } = renderWidget(
      <DateInput id="from" aria-label="Von, Datum" value="2026-03-02" onChange={() => undefined} />,
      'document',
      createTestI18n('de', de),
    );
    expect(view.getByRole<HTMLInputElement>('textbox', { name: 'Von, Datum' }).value).toBe('02.03.2026');
    fireEvent.click(view.getByRole('button', { name: 'Von, Datum: Kalender' }));
    const grid = await view.findByRole('grid', { name: 'März 2026' }, LOADED);
    expect(grid.querySelector('.rdp-weekday')?.getAttribute('aria-label')).toBe('Montag');
    expect(within(grid).getByRole('button', { name: /Montag, 2\. März 2026/ })).toBeTruthy();
  });
});

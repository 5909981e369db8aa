import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts, type WidgetHost } from '../test-utils/renderWidget.tsx';
import { MultiSelect } from './MultiSelect.tsx';
import type { SelectId } from './selectItems.ts';

const groups = ['North', 'South', 'East', 'West', 'Centre'].map((name, index) => ({ id: index + 1, label: name }));

function setup(where: WidgetHost, initial: SelectId[] = []) {
  const changes: SelectId[][] = [];
  function Form() {
    const [value, setValue] = useState<SelectId[]>(initial);
    return (
      <MultiSelect
        label="Device groups"
        options={groups}
        value={value}
        onChange={(next, options) => {
          expect(options.map((option) => option.id)).toEqual(next);
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const rendered = renderWidget(<Form />, where);
  return { ...rendered, changes, trigger: () => rendered.view.getByRole('button', { name: /^Device groups/ }) };
}

describe.each(widgetHosts)('MultiSelect in %s', (where) => {
  it('toggles options while staying open, in a multiselectable listbox', () => {
    const { view, trigger, changes } = setup(where);
    fireEvent.click(trigger());
    expect(view.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(view.getByRole('option', { name: 'South' }));
    fireEvent.click(view.getByRole('option', { name: 'North' }));
    fireEvent.click(view.getByRole('option', { name: 'South' }));
    expect(changes).toEqual([[2], [2, 1], [1]]);
    expect(view.getByRole('option', { name: 'North' }).getAttribute('aria-selected')).toBe('true');
    expect(view.getByRole('option', { name: 'South' }).getAttribute('aria-selected')).toBe('false');
    expect(view.getByRole('listbox')).toBeTruthy();
  });

  it('shows the chosen labels in option order, then a count once there are many', () => {
    const { view, trigger, rerenderWidget } = setup(where, [3, 1]);
    expect(trigger().textContent).toBe('North, East');
    rerenderWidget(<MultiSelect label="Device groups" options={groups} value={[1, 2, 3, 4]} onChange={() => {}} />);
    expect(view.getByRole('button', { name: /^Device groups/ }).textContent).toBe('4 selected');
  });

  it('clears every choice at once', () => {
    const { view, changes } = setup(where, [1, 2]);
    fireEvent.click(view.getByRole('button', { name: 'Clear selection' }));
    expect(changes).toEqual([[]]);
  });

  it('toggles the active option with Enter and keeps the search', () => {
    const { view, trigger, changes } = setup(where);
    fireEvent.click(trigger());
    const search = view.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'st' } });
    expect(view.getAllByRole('option').map((o) => o.textContent)).toEqual(['East', 'West']);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(changes).toEqual([[4]]);
    expect(search).toHaveProperty('value', 'st');
  });
});

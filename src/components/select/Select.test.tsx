import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetHosts, type WidgetHost } from '../test-utils/renderWidget.tsx';
import { Select } from './Select.tsx';
import type { SelectId } from './selectItems.ts';

interface Company {
  pk: number;
  name: string;
  kind?: string;
}
const companies: Company[] = [
  { pk: 1, name: 'Wasserwerk Zürich', kind: 'Distributors' },
  { pk: 2, name: 'Stadtwerke Bern', kind: 'Customers' },
  { pk: 3, name: 'Zug Water', kind: 'Distributors' },
];

function setup(where: WidgetHost, initial: SelectId | null = null, options: Company[] = companies) {
  const changes: [SelectId | null, Company | null][] = [];
  function Form() {
    const [value, setValue] = useState<SelectId | null>(initial);
    return (
      <Select
        label="Company"
        options={options}
        fields={{ id: 'pk', label: 'name', group: 'kind' }}
        value={value}
        onChange={(next, option) => {
          changes.push([next, option]);
          setValue(next);
        }}
      />
    );
  }
  const rendered = renderWidget(<Form />, where);
  const trigger = () => rendered.view.getByRole('button', { name: /^Company/ });
  return { ...rendered, trigger, changes };
}

describe.each(widgetHosts)('Select in %s', (where) => {
  it('names itself by its label and shows the placeholder, then the chosen label', () => {
    const { view, trigger } = setup(where);
    expect(trigger().textContent).toBe('Select…');
    fireEvent.click(trigger());
    fireEvent.click(view.getByRole('option', { name: 'Zug Water' }));
    expect(view.getByRole('button', { name: 'Company Zug Water' })).toBe(trigger());
  });

  it('lists options under their groups in the widget layer', () => {
    const { view, trigger } = setup(where);
    fireEvent.click(trigger());
    const listbox = view.getByRole('listbox', { name: 'Company' });
    expect(listbox.closest('[data-mp-layer]')).not.toBeNull();
    const distributors = view.getByRole('group', { name: 'Distributors' });
    expect(Array.from(distributors.querySelectorAll('[role="option"]'), (o) => o.textContent)).toEqual([
      'Wasserwerk Zürich',
      'Zug Water',
    ]);
    expect(view.getByRole('group', { name: 'Customers' }).textContent).toContain('Stadtwerke Bern');
  });

  it('filters as the user types, ignoring accents, and says when nothing matches', () => {
    const { view, trigger, root } = setup(where);
    fireEvent.click(trigger());
    const search = view.getByRole('combobox', { name: 'Search' });
    expect(root.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'zurich' } });
    expect(view.getAllByRole('option').map((o) => o.textContent)).toEqual(['Wasserwerk Zürich']);
    fireEvent.change(search, { target: { value: 'geneva' } });
    expect(view.queryAllByRole('option')).toHaveLength(0);
    expect(view.getByRole('status').textContent).toBe('No results found');
  });

  it('picks with the arrow keys and Enter, then closes and returns focus', () => {
    const { view, trigger, root, changes } = setup(where);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const search = view.getByRole('combobox');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const active = root.getElementById?.(search.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Zug Water');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(changes).toEqual([[3, companies[2]]]);
    expect(view.queryByRole('listbox')).toBeNull();
    expect(root.activeElement).toBe(trigger());
  });

  it('opens at the current choice and marks it selected', () => {
    const { view, trigger } = setup(where, 2);
    fireEvent.click(trigger());
    const current = view.getByRole('option', { name: 'Stadtwerke Bern' });
    expect(current.getAttribute('aria-selected')).toBe('true');
    expect(view.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(current.id);
  });

  it('starts the search with a letter typed on the closed select', () => {
    const { view, trigger } = setup(where);
    fireEvent.keyDown(trigger(), { key: 'b' });
    expect(view.getByRole('combobox')).toHaveProperty('value', 'b');
    expect(view.getAllByRole('option').map((o) => o.textContent)).toEqual(['Stadtwerke Bern']);
  });

  it('clears the choice', () => {
    const { view, trigger, changes } = setup(where, 1);
    fireEvent.click(view.getByRole('button', { name: 'Clear selection' }));
    expect(changes).toEqual([[null, null]]);
    expect(trigger().textContent).toBe('Select…');
    expect(view.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });

  it('closes without choosing on Escape or a press outside', () => {
    const { view, trigger, changes } = setup(where);
    fireEvent.click(trigger());
    fireEvent.keyDown(view.getByRole('combobox'), { key: 'Escape' });
    expect(view.queryByRole('listbox')).toBeNull();
    fireEvent.click(trigger());
    fireEvent.pointerDown(document.body);
    expect(view.queryByRole('listbox')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('renders at most maxRendered options and asks to narrow the search', () => {
    const many = Array.from({ length: 450 }, (_, index) => ({ pk: index, name: `Meter ${index}` }));
    const { view, trigger } = setup(where, null, many);
    fireEvent.click(trigger());
    expect(view.getAllByRole('option')).toHaveLength(200);
    expect(view.getByText('More results may be available, please narrow down your search')).toBeTruthy();
    fireEvent.change(view.getByRole('combobox'), { target: { value: 'meter 44' } });
    // 44, 144, 244, 344 and 440 to 449
    expect(view.getAllByRole('option').map((o) => o.textContent)).toHaveLength(14);
    expect(view.getAllByRole('option')[4].textContent).toBe('Meter 440');
    expect(view.queryByText(/narrow down/)).toBeNull();
  });
});

describe('Select without search', () => {
  it('navigates the listbox itself with Home, End and Enter', () => {
    const onChange = vi.fn();
    const { view } = renderWidget(
      <Select
        label="Type"
        options={[
          { id: 'afm', label: 'AFM' },
          { id: 'lora', label: 'LoRa' },
        ]}
        value={null}
        onChange={onChange}
        searchable={false}
      />,
    );
    fireEvent.click(view.getByRole('button', { name: /^Type/ }));
    expect(view.queryByRole('combobox')).toBeNull();
    const listbox = view.getByRole('listbox');
    expect(document.activeElement).toBe(listbox);
    fireEvent.keyDown(listbox, { key: 'End' });
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('lora', { id: 'lora', label: 'LoRa' });
  });
});

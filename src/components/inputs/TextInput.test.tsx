import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { TextInput } from './TextInput.tsx';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput label="Email" type="email" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe.each(widgetHosts)('TextInput in %s', (where) => {
  it('is labelled, typed and controlled', () => {
    const { view } = renderWidget(<Controlled />, where);
    const input = view.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    fireEvent.change(input, { target: { value: 'meter@example.com' } });
    expect(view.getByRole('status').textContent).toBe('meter@example.com');
  });

  it('describes itself by its hint and errors only when they exist', () => {
    const { view, rerenderWidget } = renderWidget(<TextInput label="Name" />, where);
    expect(view.getByLabelText('Name').hasAttribute('aria-describedby')).toBe(false);
    expect(view.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);

    rerenderWidget(<TextInput label="Name" id="name" hint="As on the contract" errors={['This field is required.']} />);
    const input = view.getByLabelText('Name');
    expect(input.getAttribute('aria-describedby')).toBe('name-hint name-errors');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('This field is required.').closest('ul')?.id).toBe('name-errors');
    expect(view.getByText('As on the contract').id).toBe('name-hint');
  });

  it('marks required fields for assistive technology and visually', () => {
    const { view } = renderWidget(<TextInput label="Company" required />, where);
    const input = view.getByRole('textbox', { name: /Company/ });
    expect(input).toHaveProperty('required', true);
  });
});

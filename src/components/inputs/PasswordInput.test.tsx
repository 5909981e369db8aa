import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { PasswordInput } from './PasswordInput.tsx';

describe.each(widgetHosts)('PasswordInput in %s', (where) => {
  it('hides the value until the toggle is pressed, then hides it again', () => {
    const { view } = renderWidget(<PasswordInput label="Password" defaultValue="s3cret-pw" />, where);
    const input = view.getByLabelText('Password');
    expect(input).toHaveProperty('type', 'password');

    fireEvent.click(view.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveProperty('type', 'text');
    expect(input).toHaveProperty('value', 's3cret-pw');
    expect(view.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(view.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveProperty('type', 'password');
  });

  it('ties its errors to the input and marks it invalid', () => {
    const errors = ['Password value is too weak', 'Passwords do not match'];
    const { view } = renderWidget(<PasswordInput label="Password" errors={errors} />, where);
    const input = view.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorList = view.getByText(errors[0]).closest('ul');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorList?.id);
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual(errors);
  });

  it('cannot toggle while disabled', () => {
    const { view } = renderWidget(<PasswordInput label="Password" disabled />, where);
    expect(view.getByRole('button', { name: 'Show password' })).toHaveProperty('disabled', true);
  });
});

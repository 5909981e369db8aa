import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-utils/renderWidget.tsx';
import { DateTimeInput } from './DateTimeInput.tsx';

function Controlled({ max }: { max?: string }) {
  const [value, setValue] = useState('2026-02-01T06:00');
  return (
    <>
      <DateTimeInput id="from" label="From" value={value} onChange={setValue} max={max} />
      <output>{value}</output>
    </>
  );
}

describe('DateTimeInput', () => {
  it('names its day and time after the label and shows them as the language writes them', () => {
    const { view } = renderWidget(<Controlled />);
    expect(view.getByLabelText<HTMLInputElement>('From, date').value).toBe('Feb 1, 2026');
    expect(view.getByLabelText<HTMLInputElement>('From, time').value).toBe('06:00');
  });

  it('takes a typed day or time and keeps the other part', () => {
    const { view } = renderWidget(<Controlled />);
    fireEvent.change(view.getByLabelText('From, time'), { target: { value: '18.30' } });
    expect(view.getByRole('status').textContent).toBe('2026-02-01T18:30');
    fireEvent.change(view.getByLabelText('From, date'), { target: { value: '03/15/2026' } });
    expect(view.getByRole('status').textContent).toBe('2026-03-15T18:30');
  });

  it('keeps the last value and says so for a time that is no time or a moment after max', () => {
    const { view } = renderWidget(<Controlled max="2026-02-01T12:00" />);
    const time = view.getByLabelText('From, time');
    fireEvent.change(time, { target: { value: '25:00' } });
    expect(view.getByRole('status').textContent).toBe('2026-02-01T06:00');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(time, { target: { value: '13:00' } });
    expect(view.getByRole('status').textContent).toBe('2026-02-01T06:00');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(time, { target: { value: '11:45' } });
    expect(view.getByRole('status').textContent).toBe('2026-02-01T11:45');
    expect(time.hasAttribute('aria-invalid')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { Skeleton } from './Skeleton.tsx';
import { Spinner } from './Spinner.tsx';

describe.each(widgetHosts)('loading indicators in %s', (where) => {
  it('announces the spinner as loading, or with the given label', () => {
    const { view, rerenderWidget } = renderWidget(<Spinner />, where);
    expect(view.getByRole('status').textContent).toBe('Loading');
    rerenderWidget(<Spinner label="Loading readouts" size="small" />);
    expect(view.getByRole('status').textContent).toBe('Loading readouts');
  });

  it('draws one shape per text line with the last one shorter, hidden from assistive technology', () => {
    const { view, container } = renderWidget(<Skeleton lines={3} />, where);
    const lines = container.querySelectorAll<HTMLElement>('[data-mp-skeleton-line]');
    expect(lines).toHaveLength(3);
    expect(Array.from(lines, (line) => line.style.width)).toEqual(['', '', '60%']);
    expect(Array.from(lines).every((line) => line.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(view.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('draws a single shape for blocks and circles whatever the line count', () => {
    const { container } = renderWidget(<Skeleton variant="circle" lines={4} />, where);
    expect(container.querySelectorAll('[data-mp-skeleton-line]')).toHaveLength(1);
  });
});

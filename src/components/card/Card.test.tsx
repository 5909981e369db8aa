import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { Card } from './Card.tsx';

describe.each(widgetHosts)('Card in %s', (where) => {
  it('is a region named by its title, with actions and footer', () => {
    const { view } = renderWidget(
      <Card title="Total devices" actions={<button type="button">Refresh</button>} footer="Updated today">
        1204
      </Card>,
      where,
    );
    const region = view.getByRole('region', { name: 'Total devices' });
    expect(region.textContent).toContain('1204');
    expect(region.querySelector('footer')?.textContent).toBe('Updated today');
    expect(view.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('renders no header and no region name without a title', () => {
    const { container } = renderWidget(<Card>body</Card>, where);
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
  });
});

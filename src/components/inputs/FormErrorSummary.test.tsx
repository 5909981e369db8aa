import { describe, expect, it } from 'vitest';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';

describe.each(widgetHosts)('FormErrorSummary in %s', (where) => {
  it('announces the general errors under the translated header', () => {
    const { view } = renderWidget(<FormErrorSummary errors={['Meter already assigned']} />, where);
    const alert = view.getByRole('alert');
    expect(alert.textContent).toContain('Please correct the following error(s):');
    expect(alert.textContent).toContain('Meter already assigned');
  });

  it('renders nothing without errors', () => {
    const { view } = renderWidget(<FormErrorSummary errors={[]} />, where);
    expect(view.queryByRole('alert')).toBeNull();
  });
});

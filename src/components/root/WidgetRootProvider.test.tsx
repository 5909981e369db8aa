import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderWidget } from '../test-utils/renderWidget.tsx';
import { WidgetPortal } from './WidgetPortal.tsx';

describe('WidgetRootProvider', () => {
  it('mounts portals inside the shadow root and adopts styles there, not in the page', () => {
    const documentSheets = document.adoptedStyleSheets.length;
    const { root } = renderWidget(
      <WidgetPortal>
        <p>floating</p>
      </WidgetPortal>,
      'shadow',
    );
    const floating = (root as ShadowRoot).querySelector('p');
    expect(floating?.textContent).toBe('floating');
    expect(floating?.closest('[data-mp-layer]')).not.toBeNull();
    expect(document.body.querySelector('p')).toBeNull();
    expect((root as ShadowRoot).adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(document.adoptedStyleSheets).toHaveLength(documentSheets);
  });

  it('mounts portals into the layer after the content in a page', () => {
    const { container } = renderWidget(
      <>
        <main>content</main>
        <WidgetPortal>
          <p>floating</p>
        </WidgetPortal>
      </>,
    );
    const layer = container.querySelector('[data-mp-layer]');
    expect(layer?.querySelector('p')?.textContent).toBe('floating');
    expect(layer?.previousElementSibling?.tagName).toBe('MAIN');
    expect(container.querySelector('main p')).toBeNull();
  });

  it('renders portal content in place when no provider exists, never in document.body', () => {
    const host = document.createElement('section');
    document.body.append(host);
    const { unmount } = render(
      <WidgetPortal>
        <p>inline</p>
      </WidgetPortal>,
      { container: host },
    );
    expect(host.querySelector('p')?.textContent).toBe('inline');
    unmount();
    host.remove();
  });
});

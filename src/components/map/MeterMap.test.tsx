import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OSM_TILES } from '../../core/domain/constants.ts';
import { renderWidget, widgetHosts, type WidgetHost } from '../test-utils/renderWidget.tsx';
import type { MapPoint } from './mapPoint.ts';
import { MeterMap, type MeterMapProps } from './MeterMap.tsx';

// happy-dom does no layout; Leaflet needs a viewport to project points into.
const size = { clientWidth: 800, clientHeight: 600 };
const saved = Object.keys(size).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
);
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const lausanne: MapPoint[] = [
  { id: 'a', name: 'Pump house', lat: 46.52, lng: 6.63, meterSerial: 'AFM-001', volume: 1234.5, alertCount: 2 },
  { id: 'b', name: 'Reservoir', lat: 46.5201, lng: 6.6301 },
  { id: 'c', name: 'School', lat: 46.5202, lng: 6.63 },
];
const capeTown: MapPoint = { id: 'z', name: 'Harbour', lat: -33.9, lng: 18.4 };

function renderMap(where: WidgetHost, props: Partial<MeterMapProps> = {}) {
  const rendered = renderWidget(<MeterMap points={[...lausanne, capeTown]} {...props} />, where);
  const canvas = rendered.root.querySelector<HTMLElement>('[data-mp-map-canvas]')!;
  return { ...rendered, canvas };
}

describe.each(widgetHosts)('MeterMap in %s', (where) => {
  it('is a labelled region with translated controls, and leaves window.L alone', () => {
    const { view } = renderMap(where);
    expect(view.getByRole('region', { name: 'Map of measuring points' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Enter full screen' })).toBeTruthy();
    expect('L' in window).toBe(false);
  });

  it('adopts Leaflet and map styles into its own root only', () => {
    const before = document.adoptedStyleSheets.length;
    const { root } = renderMap(where);
    if (where === 'shadow') {
      expect(root.adoptedStyleSheets.length).toBeGreaterThanOrEqual(3);
      expect(document.adoptedStyleSheets).toHaveLength(before);
    } else {
      expect(document.adoptedStyleSheets.length).toBeGreaterThanOrEqual(before);
    }
  });

  it('clusters nearby points and zooms into a cluster when it is pressed', async () => {
    const { view } = renderMap(where);
    // Fitting both continents pans the map with an animation, after which the markers are redrawn.
    expect(await view.findByRole('button', { name: 'Harbour' })).toBeTruthy();
    const cluster = view.getByRole('button', { name: '3 measuring points' });
    expect(cluster.textContent).toBe('3');
    fireEvent.click(cluster);
    await waitFor(() => expect(view.getByRole('button', { name: 'Pump house' })).toBeTruthy());
    expect(view.queryByRole('button', { name: '3 measuring points' })).toBeNull();
  });

  it('shows a point’s details as text in a popup with a translated close button', () => {
    const { view } = renderMap(where, { points: [{ ...lausanne[0], name: '<img src=x onerror=alert(1)>' }] });
    fireEvent.click(view.getByRole('button', { name: '<img src=x onerror=alert(1)>' }));
    const popup = view.getByText('<img src=x onerror=alert(1)>', { selector: 'strong' }).closest('.mp-map-popup')!;
    expect(popup.querySelector('img')).toBeNull();
    expect(Array.from(popup.querySelectorAll('dt, dd'), (node) => node.textContent)).toEqual([
      'Meter serial',
      'AFM-001',
      'Volume',
      '1,234.5 m³',
      'Alerts',
      '2',
    ]);
    expect(view.getByRole('button', { name: 'Close' }).classList.contains('leaflet-popup-close-button')).toBe(true);
  });

  it('emits where an edited point is moved to, with its name and mode', () => {
    const onPick = vi.fn();
    const { canvas, view } = renderMap(where, {
      pick: { mode: 'edit', name: 'Pump house', lat: 46.52, lng: 6.63 },
      onPick,
    });
    expect(view.getByText('Click on the map to place the measuring point')).toBeTruthy();
    // The edited point is centred, so a click in the middle of the 800×600 viewport lands on it.
    fireEvent.click(canvas, { clientX: 400, clientY: 300 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [event] = onPick.mock.calls[0] as [{ lat: number; lng: number; name: string; mode: string }];
    expect(event.mode).toBe('edit');
    expect(event.name).toBe('Pump house');
    // Leaflet rounds its pixel origin, so the click lands within one pixel (degrees of longitude at zoom 7).
    const pixel = 360 / (256 * 2 ** 7);
    expect(Math.abs(event.lat - 46.52)).toBeLessThan(pixel);
    expect(Math.abs(event.lng - 6.63)).toBeLessThan(pixel);
  });

  it('does not emit picks when not picking', () => {
    const onPick = vi.fn();
    const { canvas } = renderMap(where, { onPick });
    fireEvent.click(canvas, { clientX: 400, clientY: 300 });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('places a new point at a place found by the search, named after it', async () => {
    const onPick = vi.fn();
    const geocode = vi.fn(async (query: string) => [{ label: `${query}, Switzerland`, lat: 46.95, lng: 7.45 }]);
    const { view } = renderMap(where, { pick: { mode: 'new' }, onPick, geocode });
    fireEvent.change(view.getByRole('searchbox', { name: 'Search for a place' }), { target: { value: 'Bern' } });
    fireEvent.click(view.getByRole('button', { name: 'Search' }));
    const result = await view.findByRole('button', { name: 'Bern, Switzerland' });
    expect(geocode).toHaveBeenCalledWith('Bern', expect.any(AbortSignal));
    fireEvent.click(result);
    expect(onPick).toHaveBeenCalledWith({ lat: 46.95, lng: 7.45, name: 'Bern, Switzerland', mode: 'new' });
  });

  it('says so when the search finds nothing or fails', async () => {
    const geocode = vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    const { view } = renderMap(where, { geocode });
    fireEvent.change(view.getByRole('searchbox'), { target: { value: 'Atlantis' } });
    fireEvent.click(view.getByRole('button', { name: 'Search' }));
    expect(await view.findByText('No results found')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Search' }));
    expect((await view.findByRole('alert')).textContent).toBe('The search failed, please try again');
    expect(view.queryByText('No results found')).toBeNull();
  });

  it('goes full screen natively where the browser allows it', async () => {
    const { view, root } = renderMap(where);
    const frame = view.getByRole('region');
    const request = vi.fn(async function (this: HTMLElement) {
      Object.defineProperty(root, 'fullscreenElement', { configurable: true, value: this });
      this.dispatchEvent(new Event('fullscreenchange', { bubbles: true, composed: true }));
    });
    frame.requestFullscreen = request;
    await act(async () => fireEvent.click(view.getByRole('button', { name: 'Enter full screen' })));
    expect(request).toHaveBeenCalledTimes(1);
    expect(view.getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe('true');
    expect(frame.classList.contains('mp-map--pseudo-fullscreen')).toBe(false);
    delete (root as { fullscreenElement?: unknown }).fullscreenElement;
  });

  it('stretches over the viewport where the Fullscreen API is missing, until Escape', async () => {
    const { view } = renderMap(where);
    const frame = view.getByRole('region');
    await act(async () => fireEvent.click(view.getByRole('button', { name: 'Enter full screen' })));
    expect(frame.classList.contains('mp-map--pseudo-fullscreen')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(frame.classList.contains('mp-map--pseudo-fullscreen')).toBe(false);
    expect(view.getByRole('button', { name: 'Enter full screen' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('credits the tile service, and a tile that fails to load leaves the ground beneath it visible', async () => {
    const { root, canvas } = renderMap(where, { tiles: { ...OSM_TILES } });
    const tile = await waitFor(() => {
      const found = canvas.querySelector<HTMLImageElement>('img.leaflet-tile');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(tile.getAttribute('src')).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    fireEvent.error(tile);
    // a transparent pixel rather than a broken-image icon
    expect(tile.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    const credit = root.querySelector('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]');
    expect(credit?.textContent).toBe('OpenStreetMap');
  });

  it('keeps its canvas absolutely positioned, whatever Leaflet finds before the styles arrive', () => {
    const { canvas } = renderMap(where);
    expect(canvas.style.position).toBe('absolute');
  });

  it('tells Leaflet when its canvas changes size, and stops watching when removed', () => {
    const observed: Element[] = [];
    const disconnect = vi.fn();
    const callbacks: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe(node: Element) {
          observed.push(node);
        }
        disconnect = disconnect;
        unobserve() {}
      },
    );
    try {
      const { canvas, unmount } = renderMap(where);
      expect(observed).toEqual([canvas]);
      expect(() => callbacks.forEach((callback) => callback())).not.toThrow();
      unmount();
      expect(disconnect).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

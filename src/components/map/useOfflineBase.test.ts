import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { L, type Map as LeafletMap } from './leaflet.ts';
import { OFFLINE_BASE_CLASS, useOfflineBase } from './useOfflineBase.ts';

const topology = readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8');

// happy-dom does no layout and has no 2D canvas: a viewport to project into, and a context that counts strokes.
const size = { clientWidth: 800, clientHeight: 600 };
const saved = [
  ...Object.keys(size).map((key) => [HTMLElement.prototype, key] as const),
  [HTMLCanvasElement.prototype, 'getContext'] as const,
].map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)] as const);
const drawn = { fill: 0, stroke: 0 };
beforeAll(() => {
  for (const [key, value] of Object.entries(size))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  const count = (name: string | symbol) => {
    if (name === 'fill' || name === 'stroke') drawn[name] += 1;
  };
  // what Leaflet sets (fillStyle, lineWidth…) reads back; every method is there and counts fills and strokes
  const context = new Proxy(
    {},
    { get: (target, name) => (Reflect.has(target, name) ? (Reflect.get(target, name) as unknown) : () => count(name)) },
  );
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
});
afterAll(() => {
  for (const [target, key, descriptor] of saved) if (descriptor) Object.defineProperty(target, key, descriptor);
});

let map: LeafletMap;
function newMap(): LeafletMap {
  const node = document.createElement('div');
  document.body.append(node);
  map = L.map(node, { center: [48, 14], zoom: 4 });
  return map;
}
afterEach(() => {
  map?.getContainer().remove();
  map?.remove();
  vi.unstubAllGlobals();
});

const answer = (ok: boolean) => ({ ok, status: ok ? 200 : 503, json: async () => JSON.parse(topology) as unknown });

describe('useOfflineBase', () => {
  it('loads nothing for a map that does not ask for the base', async () => {
    const fetchFile = vi.fn(async () => answer(true));
    vi.stubGlobal('fetch', fetchFile);
    renderHook(() => useOfflineBase(newMap(), false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchFile).not.toHaveBeenCalled();
    expect(map.getPane('mpOfflineBase')).toBeUndefined();
  });

  it('leaves the map as it was when the data cannot be fetched', async () => {
    const fetchFile = vi.fn(async () => answer(false));
    vi.stubGlobal('fetch', fetchFile);
    renderHook(() => useOfflineBase(newMap(), true));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(map.getContainer().classList.contains(OFFLINE_BASE_CLASS)).toBe(false);
    expect(map.getPane('mpOfflineBase')).toBeUndefined();
  });

  it('fetches the topology on first use and draws land, coasts and borders on one canvas under the tiles', async () => {
    const fetchFile = vi.fn(async (_url: string) => answer(true));
    vi.stubGlobal('fetch', fetchFile);
    const { unmount } = renderHook(() => useOfflineBase(newMap(), true));
    const container = map.getContainer();
    await waitFor(() => expect(container.classList.contains(OFFLINE_BASE_CLASS)).toBe(true), { timeout: 5000 });
    // fetched again after the failure above, as a file beside the scripts
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile.mock.calls[0][0]).toMatch(/countries-50m.*\.json$/);

    const pane = map.getPane('mpOfflineBase')!;
    expect(Number(pane.style.zIndex)).toBeLessThan(Number(getComputedStyle(map.getPane('tilePane')!).zIndex || 200));
    expect(pane.querySelectorAll('canvas')).toHaveLength(1);
    const layers: string[] = [];
    map.eachLayer((layer) => {
      if (layer instanceof L.GeoJSON) layers.push(layer.getLayers()[0].constructor === L.Polygon ? 'polygon' : 'line');
    });
    expect(layers.sort()).toEqual(['line', 'line', 'polygon']);
    await waitFor(() => expect(drawn.fill).toBeGreaterThan(0));
    expect(drawn.stroke).toBeGreaterThan(0);

    unmount();
    await waitFor(() => expect(container.classList.contains(OFFLINE_BASE_CLASS)).toBe(false));
    expect(pane.querySelectorAll('canvas')).toHaveLength(0);
  });
});

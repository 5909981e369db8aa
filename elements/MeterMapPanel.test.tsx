import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { renderWidget } from '../src/components/test-utils/renderWidget.tsx';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { MAP_CLUSTERS } from '../src/core/domain/constants.ts';
import { mapSettings } from '../src/features/measuring-points/mapSettings.ts';
import { MeterMapPanel } from './MeterMapPanel.tsx';
import {
  embeddedClient,
  EMBED_TOKEN,
  KEY_INVALID,
  ORIGIN_REFUSED,
  stubClient,
  type StubRoute,
} from './testing/stubClient.ts';

// happy-dom does no layout; Leaflet needs a viewport to project points into.
const size = { clientWidth: 800, clientHeight: 600 };
const saved = Object.keys(size).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
);
beforeAll(() => {
  for (const [key, value] of Object.entries(size))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const settings = mapSettings('/api/');
const row = (id: number, lat: number, lng: number) => [id, lat, lng, `Point ${id}`, null, null, null, null, null, 0];
const COUNT = 'GET /api/measuring_points/map/count/';
const CLUSTERS = 'GET /api/measuring_points/map/clusters/';
const points =
  (rows: unknown[]): StubRoute =>
  (call) => {
    if (call.startsWith('POST')) return EMBED_TOKEN;
    if (call === COUNT)
      return { status: 200, data: { count: rows.length, bounds: rows.length ? [6, 46, 8, 48] : null } };
    return { status: 200, data: rows };
  };

function renderMap(http: HttpClient, mode?: string) {
  return renderWidget(<MeterMapPanel http={http} settings={settings} host={null} mode={mode} />, 'shadow');
}
const status = async (view: ReturnType<typeof renderMap>['view'], text: string) =>
  (await view.findByText(text)).closest('[role="status"]');

describe('<meter-map> states', () => {
  it('asks a visitor without key, token or session to sign in, and asks the server nothing', async () => {
    const { http, calls } = stubClient(points([row(1, 46.5, 6.6)]));
    const { view } = renderMap(http);
    expect(await status(view, 'Sign in to see the meters on the map.')).not.toBeNull();
    expect(calls).toEqual([]);
  });

  it('lets a picking map work without points or a sign-in text', async () => {
    const { http } = stubClient(points([]));
    const { view } = renderMap(http, 'pick');
    await view.findByRole('region', { name: en.widgets.map.label });
    expect(view.queryByText('Sign in to see the meters on the map.')).toBeNull();
  });

  it("counts the key's points once the key is exchanged", async () => {
    const { http, calls } = embeddedClient(points([row(1, 46.5, 6.6), row(2, 47.1, 7.2)]));
    const { view } = renderMap(http);
    expect(await status(view, '2 measuring points on the map')).not.toBeNull();
    expect(calls).toEqual(['POST /auth/embed/token/', COUNT, 'GET /api/measuring_points/map/']);
  });

  it('asks the server for the clusters of the view past MAP_CLUSTERS.serverPoints, and never for every point', async () => {
    const count = MAP_CLUSTERS.serverPoints + 1;
    const views: Array<Record<string, unknown>> = [];
    const { http, calls } = embeddedClient((call, params) => {
      if (call.startsWith('POST')) return EMBED_TOKEN;
      if (call === COUNT) return { status: 200, data: { count, bounds: [6, 46, 8, 48] } };
      if (call !== CLUSTERS) return { status: 500 };
      views.push(params);
      return {
        status: 200,
        data: {
          clusters: [[7, count - 1, 47, 7, 6, 46, 8, 48]],
          points: [row(9, 46.2, 6.1)],
        },
      };
    });
    const { view } = renderMap(http);
    expect(await status(view, `${count} measuring points on the map`)).not.toBeNull();
    const cluster = await view.findByRole('button', { name: `${count - 1} measuring points` });
    expect(cluster.textContent).toBe(String(count - 1));
    expect(await view.findByRole('button', { name: 'Point 9' })).toBeTruthy();
    expect(calls).not.toContain('GET /api/measuring_points/map/');
    const [first] = views;
    expect(first).toMatchObject({ zoom: expect.any(Number) as number });
    const { west, south, east, north } = first as Record<string, number>;
    // the view was fitted to the points' bounds before the server was asked
    expect(west).toBeLessThanOrEqual(6);
    expect(east).toBeGreaterThanOrEqual(8);
    expect(south).toBeLessThanOrEqual(46);
    expect(north).toBeGreaterThanOrEqual(48);
  });

  it('says so when the clusters of a view could not be loaded', async () => {
    const { http } = embeddedClient((call) => {
      if (call.startsWith('POST')) return EMBED_TOKEN;
      if (call === COUNT)
        return { status: 200, data: { count: MAP_CLUSTERS.serverPoints + 1, bounds: [6, 46, 8, 48] } };
      return { status: 500, data: {} };
    });
    expect(await status(renderMap(http).view, en.map.loadFailed)).not.toBeNull();
  });

  it('tells why the map is empty when the origin is not on the key', async () => {
    const { http } = embeddedClient(() => ORIGIN_REFUSED);
    expect(await status(renderMap(http).view, en.map.originRefused)).not.toBeNull();
  });

  it('tells why the map is empty when the key expired or was revoked', async () => {
    const { http } = embeddedClient(() => KEY_INVALID);
    expect(await status(renderMap(http).view, en.map.keyInvalid)).not.toBeNull();
  });

  it('says there is nothing to show when the key covers no point', async () => {
    const { http } = embeddedClient(points([]));
    expect(await status(renderMap(http).view, en.map.nothing)).not.toBeNull();
  });
});

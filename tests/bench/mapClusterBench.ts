import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Supercluster from 'supercluster';
import { MAP_CLUSTERS } from '../../src/core/domain/constants.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { companyIds, login } from '../server/support/api.ts';
import { onAdmin } from '../support/onAdmin.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { WAIT_IN_PAGE, bundleBenchPage, virtualEntry } from './bundleBenchPage.ts';

const BIG = 1_000_000;
const SMALL = 100_000;
const ZOOMS = [4, 8, 12, 13, 14, 16, 18];
const VIEWS = 30;
/** the bench page's map, as in mapBench.ts */
const VIEW_PX = { width: 1000, height: 700 };

/**
 * Fills a company with `count` points in SQL: 70 % in twenty dense towns, the rest spread over a
 * country-sized area (47–55° N, 6–15° E), the same points on every run.
 */
async function fill(server: TestServer, companyId: number, count: number, prefix: string) {
  await server.built.ctx.db.execute(sql.raw('select setseed(0.42)'));
  await server.built.ctx.db.execute(
    sql.raw(`
    insert into measuring_points (name, company_id, measuring_point_id, latitude, longitude)
    select 'Bench point ' || g, ${companyId}, '${prefix}-' || g,
      case when g % 10 < 7 then 47.6 + (g % 20) * 0.37 + (random() + random() - 1) * 0.06 else 47 + random() * 8 end,
      case when g % 10 < 7 then 6.4 + ((g * 7) % 20) * 0.42 + (random() + random() - 1) * 0.08 else 6 + random() * 9 end
    from generate_series(1, ${count}) g`),
  );
}

/** A 1000 × 700 px view at `zoom` around a position, as Leaflet's bounds. */
function viewAround(lat: number, lng: number, zoom: number) {
  const worldPx = 256 * 2 ** zoom;
  const x = ((lng + 180) / 360) * worldPx;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * worldPx;
  const lngAt = (px: number) => (px / worldPx) * 360 - 180;
  const latAt = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldPx))) * 180) / Math.PI;
  const clampLng = (value: number) => Math.max(-180, Math.min(180, value));
  return {
    west: clampLng(lngAt(x - VIEW_PX.width / 2)),
    east: clampLng(lngAt(x + VIEW_PX.width / 2)),
    north: Math.min(90, latAt(y - VIEW_PX.height / 2)),
    south: Math.max(-90, latAt(y + VIEW_PX.height / 2)),
    zoom,
  };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const p99 = (values: number[]) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.99) - 1)];

async function timed(url: string, token: string): Promise<{ ms: number; text: string }> {
  const start = performance.now();
  const reply = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${url}: ${reply.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - start, text };
}

/** The page: the portal's loading path (loadPointMap) and MeterMap, asking the bench server on its own origin. */
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MeterMap } from '/src/components/map/MeterMap.tsx';
import { WidgetRootProvider } from '/src/components/root/WidgetRootProvider.tsx';
import { createMemoryTokenStore } from '/src/core/auth/createMemoryTokenStore.ts';
import { createHttpClient } from '/src/core/http/createHttpClient.ts';
import { loadPointMap } from '/src/features/measuring-points/loadPointMap.ts';
import { toMeterMapPoints } from '/src/features/measuring-points/toMeterMapPoints.ts';
import { callEndpoint } from '/src/core/api/callEndpoint.ts';
import { measuringPointEndpoints } from '/src/core/contract/measuringPointEndpoints.ts';
import { widgets } from '/locales/en.json';

${WAIT_IN_PAGE}

window.benchFirstRender = async (token, company, inBrowser) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: { widgets } } }, react: { useSuspense: false } });
  const tokenStore = createMemoryTokenStore();
  tokenStore.setTokens({ access: token, refresh: '' });
  const http = createHttpClient({ apiBase: '/api/', authBase: '/auth/', locale: () => 'en', tokenStore });
  document.body.innerHTML = '<div id="stage" style="width:${VIEW_PX.width}px;height:${VIEW_PX.height}px"></div>';
  const start = performance.now();
  // the baseline clusters in the browser at any count, as the map did before the server's clusters
  const map = inBrowser
    ? { mode: 'points', points: toMeterMapPoints(await callEndpoint(http, measuringPointEndpoints.map, { query: { company } })) }
    : await loadPointMap(http, { company: String(company) }, undefined);
  const loaded = performance.now() - start;
  const props = map.mode === 'points' ? { points: map.points } : { points: [], clusters: map.clusters };
  createRoot(document.getElementById('stage')).render(
    createElement(I18nextProvider, { i18n },
      createElement(WidgetRootProvider, null, createElement(MeterMap, { ...props, height: '${VIEW_PX.height}px' }))),
  );
  await appeared('.mp-map-cluster');
  await frame();
  return { first: performance.now() - start, loaded, mode: map.mode };
};
`;

interface Row {
  name: string;
  value: string;
  baseline: string;
}

/**
 * On PostgreSQL (BENCH_DATABASE_URL): one company with 1,000,000 points and one with 100,000, filled in SQL.
 * The server's answer per view (30 views a zoom, half of them on a town) beside the browser path at 100,000
 * points (the whole projection fetched, parsed and indexed by supercluster); and in Chromium the first
 * clustered render at 1,000,000 points (count, then the view's clusters) beside the first render at 100,000
 * (count, every point, clustered in the browser), both including their requests.
 */
export async function benchMapClusters(): Promise<Row[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('needs BENCH_DATABASE_URL (a PostgreSQL server)');
  const name = `mapclusters_bench_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await startTestServer({ databaseUrl: url.toString(), staticDir: false });
  const rows: Row[] = [];
  try {
    const ids = await companyIds(server);
    const big = ids['Hillcrest Utilities'];
    const small = ids['Riverside Water Works'];
    await fill(server, big, BIG, 'BIG');
    await fill(server, small, SMALL, 'SMALL');
    await server.built.ctx.db.execute(sql.raw('vacuum analyze measuring_points'));
    const token = (await login(server, 'staff@example.com')).access;
    const api = `${server.url}/api/measuring_points/map`;

    // the browser path's answer at 100,000 points: the projection over HTTP, parsed, indexed, one view asked
    const browserPath: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const { text } = await timed(`${api}/?company=${small}`, token);
      const points = JSON.parse(text) as Array<[number, number, number]>;
      const index = new Supercluster({ radius: 60, maxZoom: 19 });
      index.load(
        points.map(([, lat, lng]) => ({
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [lng, lat] },
        })),
      );
      index.getClusters([6, 47, 15, 55], 6);
      browserPath.push(performance.now() - start);
    }
    const baseline = `browser path at ${SMALL.toLocaleString('en')} points (fetch + parse + supercluster) median ${median(browserPath).toFixed(0)} ms`;

    let state = 7;
    const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 4294967296;
    for (const zoom of ZOOMS) {
      const times: number[] = [];
      let features = 0;
      for (let i = 0; i < VIEWS + 3; i++) {
        const town = i % 2 === 0;
        // a town's centre, as fill() places town k
        const k = Math.floor(random() * 20);
        const lat = town ? 47.6 + k * 0.37 : 47 + random() * 8;
        const lng = town ? 6.4 + ((k * 7) % 20) * 0.42 : 6 + random() * 9;
        const v = viewAround(lat, lng, zoom);
        const query = `company=${big}&west=${v.west}&south=${v.south}&east=${v.east}&north=${v.north}&zoom=${zoom}`;
        const { ms, text } = await timed(`${api}/clusters/?${query}`, token);
        if (i < 3) continue; // warm-up
        times.push(ms);
        const answer = JSON.parse(text) as { clusters: unknown[]; points: unknown[] };
        features += answer.clusters.length + answer.points.length;
      }
      rows.push({
        name: `map: server clusters per view, ${BIG.toLocaleString('en')} points, zoom ${zoom} (PostgreSQL, ${VIEWS} views, ~${Math.round(features / VIEWS)} markers each)`,
        value: `median ${median(times).toFixed(1)} ms, p99 ${p99(times).toFixed(1)} ms`,
        baseline,
      });
    }
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) counts.push((await timed(`${api}/count/?company=${big}`, token)).ms);
    rows.push({
      name: `map: point count and bounds, ${BIG.toLocaleString('en')} points (PostgreSQL, asked before the first view)`,
      value: `median ${median(counts).toFixed(1)} ms`,
      baseline: '',
    });

    const script = await bundleBenchPage('map-cluster-bench-entry', virtualEntry('map-cluster-bench-entry', ENTRY));
    const browser = await launchBrowser();
    try {
      const render = async (company: number, inBrowser: boolean) => {
        const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1100, height: 800 } });
        const page = await context.newPage();
        try {
          // the server's own origin, so the page asks it as the portal does (same origin, no CORS)
          await page.goto(`${server.url}/api/`);
          await page.setContent('<!doctype html><html><head></head><body></body></html>');
          await page.addScriptTag({ content: script });
          return await page.evaluate(
            ([access, id, local]) =>
              (
                window as unknown as Record<
                  string,
                  (t: string, c: number, b: boolean) => Promise<{ first: number; loaded: number; mode: string }>
                >
              ).benchFirstRender(access, id, local),
            [token, company, inBrowser] as const,
          );
        } finally {
          await context.close();
        }
      };
      const bigRuns = [];
      const smallRuns = [];
      const smallServerRuns = [];
      for (let i = 0; i < 3; i++) {
        bigRuns.push(await render(big, false));
        smallRuns.push(await render(small, true));
        smallServerRuns.push(await render(small, false));
      }
      if (bigRuns[0].mode !== 'clusters' || smallRuns[0].mode !== 'points')
        throw new Error(
          `unexpected modes ${bigRuns[0].mode}/${smallRuns[0].mode} (threshold ${MAP_CLUSTERS.serverPoints})`,
        );
      rows.push({
        name: `map: first clustered render, ${BIG.toLocaleString('en')} points (count + server clusters + draw, Chromium)`,
        value: `median ${median(bigRuns.map((r) => r.first)).toFixed(0)} ms (requests ${median(bigRuns.map((r) => r.loaded)).toFixed(0)} ms before the map)`,
        baseline: `${SMALL.toLocaleString('en')} points clustered in the browser (projection + supercluster + draw) median ${median(smallRuns.map((r) => r.first)).toFixed(0)} ms (requests ${median(smallRuns.map((r) => r.loaded)).toFixed(0)} ms)`,
      });
      // past MAP_CLUSTERS.serverPoints the map takes the server's clusters at 100,000 points too
      rows.push({
        name: `map: first clustered render, ${SMALL.toLocaleString('en')} points as the map now draws them (${smallServerRuns[0].mode})`,
        value: `median ${median(smallServerRuns.map((r) => r.first)).toFixed(0)} ms (requests ${median(smallServerRuns.map((r) => r.loaded)).toFixed(0)} ms)`,
        baseline: `clustered in the browser median ${median(smallRuns.map((r) => r.first)).toFixed(0)} ms`,
      });
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    await onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
  return rows;
}

import { launchBrowser } from '../e2e/support/browser.ts';
import { WAIT_IN_PAGE, bundleBenchPage, virtualEntry } from './bundleBenchPage.ts';
import { median } from './median.ts';

const SIZES = [10_000, 100_000];
const PAN_STEPS = 40;

/**
 * The page under test, bundled once: the portal's MeterMap (supercluster, only the viewport's markers on
 * the map) and stock Leaflet.markercluster (every marker added with one addLayers), both on the same Leaflet
 * build, the same generated points and the same viewport, with a pan procedure shared by both.
 */
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { L } from '/src/components/map/leaflet.ts';
import { MeterMap } from '/src/components/map/MeterMap.tsx';
import { WidgetRootProvider } from '/src/components/root/WidgetRootProvider.tsx';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline';
import clusterDefaultCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css?inline';
import { widgets } from '/locales/en.json';

const maps = [];
L.Map.addInitHook(function () { maps.push(this); });

/** Deterministic points over Europe: 70 % in dense towns, the rest spread thinly (as the bench fixture). */
function points(count) {
  let state = 42;
  const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 4294967296);
  return Array.from({ length: count }, (_, i) => {
    const town = i % 10 < 7;
    return {
      id: String(i), name: 'Point ' + i,
      lat: town ? 44 + (i % 37) * 0.4 + (random() - 0.5) * 0.3 : 36 + random() * 24,
      lng: town ? -4 + (i % 53) * 0.55 + (random() - 0.5) * 0.4 : -9 + random() * 37,
    };
  });
}

${WAIT_IN_PAGE}

function stage() {
  document.body.innerHTML = '<div id="stage" style="width:1000px;height:700px"></div>';
  return document.getElementById('stage');
}

/** Mean and 95th percentile of the work one 40-pixel pan step costs: script plus forced style and layout. */
async function pan(map) {
  await frame();
  const costs = [];
  for (let step = 0; step < ${PAN_STEPS}; step++) {
    const start = performance.now();
    map.panBy([step % 20 < 10 ? 40 : -40, 0], { animate: false });
    map.getContainer().getBoundingClientRect();
    document.body.offsetHeight;
    costs.push(performance.now() - start);
    await frame();
  }
  costs.sort((a, b) => a - b);
  return { mean: costs.reduce((a, b) => a + b, 0) / costs.length, p95: costs[Math.floor(costs.length * 0.95)] };
}

window.benchOurs = async (count) => {
  const data = points(count);
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: { widgets } } }, react: { useSuspense: false } });
  const host = stage();
  const start = performance.now();
  createRoot(host).render(
    createElement(I18nextProvider, { i18n },
      createElement(WidgetRootProvider, null, createElement(MeterMap, { points: data, height: '700px' }))),
  );
  await appeared('.mp-map-cluster');
  await frame();
  const first = performance.now() - start;
  return { first, pan: await pan(maps[maps.length - 1]) };
};

window.benchMarkercluster = async (count) => {
  for (const css of [leafletCss, clusterCss, clusterDefaultCss]) {
    const style = document.createElement('style'); style.textContent = css; document.head.append(style);
  }
  // The plugin extends a global L; the ES module namespace is frozen, so it gets a copy of the same classes.
  window.L = { ...L };
  await import('leaflet.markercluster');
  const data = points(count);
  const host = stage();
  const start = performance.now();
  const map = window.L.map(host, { maxZoom: 20 });
  const bounds = window.L.latLngBounds(data.map((p) => [p.lat, p.lng]));
  map.fitBounds(bounds, { padding: [24, 24] });
  const group = window.L.markerClusterGroup({ chunkedLoading: false });
  map.addLayer(group);
  const icon = window.L.divIcon({ className: 'bench-point', iconSize: [18, 18] });
  group.addLayers(data.map((p) => window.L.marker([p.lat, p.lng], { icon, title: p.name })));
  await appeared('.marker-cluster');
  await frame();
  const first = performance.now() - start;
  return { first, pan: await pan(map) };
};
`;

interface Run {
  first: number;
  pan: { mean: number; p95: number };
}

/**
 * In Chromium: time to the first clustered render, and the cost of one pan step, for 10,000 and 100,000
 * points, each beside stock Leaflet.markercluster (addLayers) on the same points in the same run. Every
 * figure is the median of fresh pages (3 for 10,000 points, 1 for 100,000).
 */
export async function benchMap(): Promise<
  Array<{ name: string; ms: number; baselineName: string; baselineMs: number }>
> {
  const script = await bundleBenchPage('map-bench-entry', virtualEntry('map-bench-entry', ENTRY));
  const browser = await launchBrowser();
  const rows: Array<{ name: string; ms: number; baselineName: string; baselineMs: number }> = [];
  try {
    const measure = async (fn: 'benchOurs' | 'benchMarkercluster', count: number): Promise<Run> => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
      try {
        await page.setContent('<!doctype html><html><head></head><body></body></html>');
        await page.addScriptTag({ content: script });
        return await page.evaluate(
          ([name, n]) => (window as unknown as Record<string, (n: number) => Promise<Run>>)[name](n),
          [fn, count] as const,
        );
      } finally {
        await page.close();
      }
    };
    for (const count of SIZES) {
      const repeats = count > 20_000 ? 1 : 3;
      const ours: Run[] = [];
      const stock: Run[] = [];
      for (let i = 0; i < repeats; i++) {
        ours.push(await measure('benchOurs', count));
        stock.push(await measure('benchMarkercluster', count));
      }
      const label = count.toLocaleString('en');
      rows.push(
        {
          name: `map: first clustered render, ${label} points (MeterMap, supercluster)`,
          ms: median(ours.map((r) => r.first)),
          baselineName: 'Leaflet.markercluster addLayers',
          baselineMs: median(stock.map((r) => r.first)),
        },
        {
          name: `map: pan step (40 px, script + layout, mean), ${label} points`,
          ms: median(ours.map((r) => r.pan.mean)),
          baselineName: 'Leaflet.markercluster',
          baselineMs: median(stock.map((r) => r.pan.mean)),
        },
        {
          name: `map: pan step p95, ${label} points`,
          ms: median(ours.map((r) => r.pan.p95)),
          baselineName: 'Leaflet.markercluster',
          baselineMs: median(stock.map((r) => r.pan.p95)),
        },
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

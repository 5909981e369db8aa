import path from 'node:path';
import type { Plugin } from 'vite';
import { launchBrowser } from '../e2e/support/browser.ts';
import { bundleBenchPage } from './bundleBenchPage.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const SERIES = 4;
const POINTS = 35_000;
const WARM_UPS = 2;
const RUNS = 7;

/**
 * The page under test, bundled once. Our path: the API's report JSON, its points converted to the chart's form
 * by isoToChartData as ReportChartPanel does, drawn by the portal's TimeSeriesChart (its toChartData, its chart options and
 * series setup). Baseline: stock lightweight-charts with default options, the same points already in its
 * format (seconds, a gap as an entry without value), one addSeries and setData per series. Both are timed
 * from data in hand to the second animation frame after the last setData, i.e. the frame the chart painted
 * it in has been presented. Ours hands each series the latest points the first view can show and the rest when
 * the page is idle: its total ends with the first view, and when all points are in is reported beside it.
 */
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createChart, LineSeries } from 'lightweight-charts';
import { TimeSeriesChart } from '/src/components/chart/TimeSeriesChart.tsx';
import { isoToChartData } from '/src/components/chart/chartData.ts';
import { WidgetRootProvider } from '/src/components/root/WidgetRootProvider.tsx';
import { widgets } from '/locales/en.json';
import { probe } from 'chart-bench-probe';

const START = Date.parse('2023-01-01T00:00:00Z');
const STEP = 15 * 60_000;
const NAMES = ['volume', 'flow', 'temperature', 'battery'];

/** Report answers as the API sends them: a point per quarter hour, a few empty buckets (null). */
function reportJson() {
  return JSON.stringify(NAMES.map((type, s) => ({
    type, unit: '', points: Array.from({ length: ${POINTS} }, (_, i) => ({
      t: new Date(START + i * STEP).toISOString(),
      v: i % 997 === 13 ? null : Math.round((s + 1) * (100 + 10 * Math.sin(i / (50 + s * 7))) * 1000) / 1000,
    })),
  })));
}
const json = reportJson();

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const frames = async () => { await frame(); await frame(); };
function stage() {
  document.body.innerHTML = '<div id="stage" style="width:1000px"></div>';
  return document.getElementById('stage');
}

const i18n = i18next.createInstance();
const ready = i18n.init({ lng: 'en', resources: { en: { translation: { widgets } } }, react: { useSuspense: false } });

/** Our path, once: total to the presented frame, and where the time went (from the instrumented chart). */
async function oursOnce() {
  await ready;
  const reports = JSON.parse(json);
  const host = stage();
  await frames();
  probe.reset(${SERIES});
  const start = performance.now();
  const series = reports.map((report) => ({
    id: report.type, label: report.type, kind: 'line', unit: report.unit || undefined,
    data: isoToChartData(report.points),
  }));
  const mapped = performance.now();
  const root = createRoot(host);
  root.render(createElement(I18nextProvider, { i18n },
    createElement(WidgetRootProvider, null, createElement(TimeSeriesChart, { label: 'bench', series }))));
  await probe.allSet;
  const set = performance.now();
  await frames();
  const end = performance.now();
  // The series' history, handed over when the page is idle; a chart given all data at once has none to wait for.
  const historyIn = await Promise.race([
    probe.historyIn.then(() => performance.now() - start),
    new Promise((resolve) => setTimeout(() => resolve(0), 5000)),
  ]);
  const steps = {
    total: end - start, mapIso: mapped - start, toFirstSetData: probe.firstSetData - mapped,
    setData: probe.setDataMs, paint: end - set, historyIn, longestHistory: probe.longestHistoryMs,
  };
  root.unmount();
  await frames();
  return steps;
}

/** The conversion alone: the API's points to the chart's form, for all series. */
function conversionOnce() {
  const reports = JSON.parse(json);
  const start = performance.now();
  for (const report of reports) isoToChartData(report.points);
  return performance.now() - start;
}

async function stockOnce(fit) {
  const native = JSON.parse(json).map((report) =>
    report.points.map((point) => {
      const time = Date.parse(point.t) / 1000;
      return point.v === null ? { time } : { time, value: point.v };
    }));
  const host = stage();
  host.style.height = '320px';
  await frames();
  const start = performance.now();
  const chart = createChart(host);
  const created = performance.now();
  for (const data of native) chart.addSeries(LineSeries).setData(data);
  if (fit) chart.timeScale().fitContent();
  const set = performance.now();
  await frames();
  const end = performance.now();
  chart.remove();
  await frames();
  return { total: end - start, create: created - start, setData: set - created, paint: end - set };
}

window.bench = {
  ours: async () => ({ ...(await oursOnce()), conversion: conversionOnce() }),
  oursChart: oursOnce,
  stock: () => stockOnce(false),
  stockFit: () => stockOnce(true),
};
`;

/**
 * Wraps lightweight-charts for the portal's code only, to learn when its series got their data: the chart
 * itself is unchanged, and the baseline imports the package directly.
 */
const PROBE = `
import * as charts from 'lightweight-charts';
export * from 'lightweight-charts';

let expected = 0, seen = 0, done = () => {}, whole = () => {};
export const probe = {
  allSet: Promise.resolve(), historyIn: Promise.resolve(), firstSetData: 0, setDataMs: 0, longestHistoryMs: 0,
  reset(count) {
    expected = count; seen = 0; probe.firstSetData = 0; probe.setDataMs = 0; probe.longestHistoryMs = 0;
    probe.allSet = new Promise((resolve) => (done = resolve));
    probe.historyIn = new Promise((resolve) => (whole = resolve));
  },
};

export function createChart(...args) {
  const chart = charts.createChart(...args);
  const addSeries = chart.addSeries.bind(chart);
  chart.addSeries = (...options) => {
    const series = addSeries(...options);
    const setData = series.setData.bind(series);
    // The first data set of each series is what the first view needs; a second one is its history, if any.
    series.setData = (data) => {
      const start = performance.now();
      if (!probe.firstSetData) probe.firstSetData = start;
      setData(data);
      const took = performance.now() - start;
      if (seen < expected) probe.setDataMs += took;
      else probe.longestHistoryMs = Math.max(probe.longestHistoryMs, took);
      if (++seen === expected) done();
      if (seen === 2 * expected) whole();
    };
    return series;
  };
  return chart;
}
`;

export function benchModules(): Plugin {
  const entry = '\0chart-bench-entry';
  const probe = '\0chart-bench-probe';
  const src = path.join(repo, 'src') + path.sep;
  return {
    name: 'chart-bench-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'chart-bench-entry') return entry;
      if (source === 'chart-bench-probe') return probe;
      if (source === 'lightweight-charts' && importer?.startsWith(src)) return probe;
      return null;
    },
    load: (id) => (id === entry ? ENTRY : id === probe ? PROBE : null),
  };
}

interface StockRun {
  total: number;
  create: number;
  setData: number;
  paint: number;
}

interface OursRun {
  total: number;
  mapIso: number;
  toFirstSetData: number;
  setData: number;
  paint: number;
  historyIn: number;
  longestHistory: number;
  conversion: number;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
/** Nearest rank; with 7 runs it is the slowest one. */
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1];
const ms = (value: number) => `${value.toFixed(0)} ms`;

export interface ChartBenchRow {
  figure: string;
  value: string;
  baseline: string;
  note?: string;
}

/**
 * In Chromium: 4 series of 35,000 points from report JSON to the first presented frame with the portal's
 * chart, beside stock lightweight-charts given the same points in its own format, each on its own page
 * in the same browser (2 warm-ups, then 7 runs).
 */
export async function benchChart(): Promise<ChartBenchRow[]> {
  const script = await bundleBenchPage('chart-bench-entry', benchModules());
  const browser = await launchBrowser();
  try {
    // One page per path, taking turns run by run, so a busy moment on the machine hits all paths alike.
    const open = async <T>(name: 'ours' | 'stock' | 'stockFit') => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
      await page.setContent('<!doctype html><html><head></head><body></body></html>');
      await page.addScriptTag({ content: script });
      return () =>
        page.evaluate((fn) => (window as unknown as { bench: Record<string, () => Promise<T>> }).bench[fn](), name);
    };
    const paths = [
      await open<OursRun>('ours'),
      await open<StockRun>('stock'),
      await open<StockRun>('stockFit'),
    ] as const;
    const ours: OursRun[] = [];
    const stock: StockRun[] = [];
    const fitted: StockRun[] = [];
    for (let i = 0; i < WARM_UPS + RUNS; i++) {
      const results = [await paths[0](), await paths[1](), await paths[2]()] as const;
      if (i < WARM_UPS) continue;
      ours.push(results[0]);
      stock.push(results[1]);
      fitted.push(results[2]);
    }
    const of = <R>(runs: R[], key: keyof R) => runs.map((r) => r[key] as number);
    const step = (key: keyof OursRun) => ms(median(of(ours, key)));
    const label = `${SERIES} x ${POINTS.toLocaleString('en')} points`;
    return [
      {
        figure: `chart data + first render, ${label} (TimeSeriesChart)`,
        value: `median ${ms(median(of(ours, 'total')))}, p95 ${ms(p95(of(ours, 'total')))} (conversion ${step('conversion')})`,
        baseline: `stock lightweight-charts setData median ${ms(median(of(stock, 'total')))}, p95 ${ms(p95(of(stock, 'total')))}`,
      },
      {
        figure: `chart: where the time goes (medians), ${label}`,
        value:
          `ISO to chart data ${step('mapIso')}, render to first setData ${step('toFirstSetData')}, setData ${step('setData')}, ` +
          `paint ${step('paint')}; all points in after ${step('historyIn')}, longest history setData ${step('longestHistory')}`,
        baseline:
          `createChart ${ms(median(of(stock, 'create')))}, setData ${ms(median(of(stock, 'setData')))}, ` +
          `paint ${ms(median(of(stock, 'paint')))}`,
      },
      {
        // Stock defaults draw only the latest ~170 bars. fitContent, as ours does, zooms out as far as the default
        // minBarSpacing (0.5 px) lets it: the latest ~1,900 points of each series in this 1,000 px plot. Either
        // way the library prepares all 35,000 points of every series for drawing.
        figure: `chart: stock lightweight-charts + fitContent (zoomed out as ours), ${label}`,
        value: `median ${ms(median(of(fitted, 'total')))}, p95 ${ms(p95(of(fitted, 'total')))}`,
        baseline: `paint ${ms(median(of(fitted, 'paint')))}`,
      },
    ];
  } finally {
    await browser.close();
  }
}

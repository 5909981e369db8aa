import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { readDateTime } from './dateTimeFieldsInTests.ts';

// The markers each chart's first series was given last, in the order the series were added.
const seriesMarkers = vi.hoisted(() => [] as unknown[][]);

const { fakeTimeScale } = await vi.hoisted(() => import('../../components/chart/testing/fakeTimeScale.ts'));
const { fakeChartOptions } = await vi.hoisted(() => import('../../components/chart/testing/fakeChartOptions.ts'));

vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createSeriesMarkers: (api: { index: number }) => ({
    setMarkers: (markers: unknown[]) => void (seriesMarkers[api.index] = markers),
  }),
  createChart: () => {
    let removed = false;
    return {
      ...fakeChartOptions(),
      addSeries: () => ({ setData: () => undefined, index: seriesMarkers.push([]) - 1 }),
      // As the library does once its chart is gone.
      removeSeries: () => {
        if (removed) throw new Error('Value is undefined');
      },
      applyOptions: () => undefined,
      timeScale: fakeTimeScale,
      remove: () => void (removed = true),
    };
  },
}));

const { ReportsScreen } = await import('./ReportsScreen.tsx');

const meters = [
  { uuid: 'u-afm', serial_number: '21040082', meter_type: 'afm', company: 1, company_name: 'Lakeside' },
  { uuid: 'u-lora', serial_number: '30000001', meter_type: 'rcmlrwotaa', company: 1, company_name: 'Lakeside' },
];

const group = {
  uuid: 'g-1',
  name: 'North district',
  description: '',
  company: 1,
  installations: ['u-afm', 'u-lora'],
  inlet_installations: [],
  created_at: '2025-01-01T00:00:00Z',
};

type Alert = { t: string; state: string; ended_at: string | null };
const openBackflow = (params: Record<string, string>): Alert[] => [
  { t: params.date_after, state: 'backflow', ended_at: null },
];

function fakeHttp(alertsOf: (params: Record<string, string>) => Alert[] = openBackflow, alerting: object[] = []) {
  const get = vi.fn(async (path: string, options?: { params?: Record<string, string> }) => {
    if (path === 'meters') return { count: meters.length, next: null, previous: null, results: meters };
    if (path === 'meter-groups') return { count: 1, next: null, previous: null, results: [group] };
    if (path === 'installations') return { count: alerting.length, next: null, previous: null, results: alerting };
    const params = options?.params ?? {};
    return {
      type: params.type,
      granularity: params.granularity,
      unit: 'm3',
      date_after: params.date_after,
      date_before: params.date_before,
      tz: 'UTC',
      points: [{ t: params.date_after, v: 1.5 }],
      alerts: alertsOf(params),
      rows: [],
    };
  });
  return { get } as unknown as HttpClient & { get: typeof get };
}

const reportCalls = (http: ReturnType<typeof fakeHttp>): Record<string, string>[] =>
  http.get.mock.calls
    .filter(([path]) => path.endsWith('/reports'))
    .map(([path, options]) => ({ path, ...options?.params }));

async function pickMeter(serial: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Meter(?! type)/ }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(serial) }));
}

beforeEach(() => {
  localStorage.clear();
  seriesMarkers.length = 0;
});

describe('ReportsScreen', () => {
  it('charts the series of the chosen meter type and marks its alerts', async () => {
    const http = fakeHttp();
    await renderWithProviders(ReportsScreen, { at: '/reports', http });
    expect(screen.getByText('Choose a meter to see its reports.')).toBeTruthy();
    await pickMeter('30000001');
    await waitFor(() => expect(reportCalls(http)).toHaveLength(2));
    expect(reportCalls(http).map((call) => [call.path, call.type, call.granularity])).toEqual([
      ['installations/u-lora/reports', 'total_volume', 'quarter_hour'],
      ['installations/u-lora/reports', 'delta_volume', 'quarter_hour'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Total volume (m³)' })).toBeTruthy();
    expect(await screen.findByText('Backflow')).toBeTruthy();
  });

  it('marks each alert inside every chart, at the bucket that holds it, and lists the episodes', async () => {
    const http = fakeHttp((params) => {
      const start = Date.parse(params.date_after);
      return [
        // began before the range: marked on the first bucket
        { t: new Date(start - 3_600_000).toISOString(), state: 'battery_low', ended_at: params.date_after },
        { t: new Date(start + 120_000).toISOString(), state: 'backflow', ended_at: null },
      ];
    });
    await renderWithProviders(ReportsScreen, { at: '/reports', http });
    await pickMeter('30000001');
    await waitFor(() => expect(seriesMarkers.filter((markers) => markers.length)).toHaveLength(2));
    const after = Date.parse(reportCalls(http)[0].date_after) / 1000;
    for (const markers of seriesMarkers.filter((list) => list.length))
      expect(markers).toEqual([
        expect.objectContaining({ time: after, shape: 'circle', text: 'Battery low' }),
        expect.objectContaining({ time: after, shape: 'arrowDown', text: 'Backflow' }),
      ]);
    const list = screen.getByRole('region', { name: 'Alerts in this period' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Battery low .+ – .+$/), expect.stringMatching(/^Backflow since .+$/)]);
  });

  it('refuses a range longer than the granularity allows without asking the server', async () => {
    const http = fakeHttp();
    await renderWithProviders(ReportsScreen, { at: '/reports', http });
    await pickMeter('21040082');
    await waitFor(() => expect(reportCalls(http)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(reportCalls(http).at(-1)?.granularity).toBe('day'));
    const before = reportCalls(http).length;

    fireEvent.click(screen.getByRole('button', { name: /^Granularity/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hourly' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'At “Hourly” a report may cover at most 3 days. Choose a shorter period or a coarser granularity.',
    );
    expect(reportCalls(http)).toHaveLength(before);
  });

  it('keeps the chosen charts per meter type in local storage', async () => {
    const http = fakeHttp();
    await renderWithProviders(ReportsScreen, { at: '/reports', http });
    await pickMeter('21040082');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Battery voltage' }));
    expect(JSON.parse(localStorage.getItem('report.charts.afm') ?? '[]')).toEqual([
      'totalVolume',
      'deltaVolume',
      'flow',
      'batteryVoltage',
    ]);
    await waitFor(() => expect(reportCalls(http).some((call) => call.type === 'battery_voltage')).toBe(true));
    expect(localStorage.getItem('report.charts.rcmlrwotaa')).toBeNull();
  });

  it('takes a chart away when its series is unticked', async () => {
    const http = fakeHttp();
    await renderWithProviders(ReportsScreen, { at: '/reports', http });
    await pickMeter('30000001');
    expect(await screen.findByRole('heading', { name: 'Delta volume (m³)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Delta volume' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delta volume (m³)' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Total volume (m³)' })).toBeTruthy();
  });

  it('opens the view its URL names and writes every choice back to the URL', async () => {
    const http = fakeHttp();
    const { router } = await renderWithProviders(ReportsScreen, {
      at: '/reports?meter=u-lora&granularity=hour&preset=last_3_hours&charts=deltaVolume',
      http,
    });
    await waitFor(() => expect(reportCalls(http)).toHaveLength(1));
    expect(reportCalls(http)[0]).toMatchObject({ path: 'installations/u-lora/reports', type: 'delta_volume' });
    expect(reportCalls(http)[0].granularity).toBe('hour');
    // The preset's range shows in the custom inputs, in local time, three hours apart.
    const from = readDateTime(screen, 'From');
    const to = readDateTime(screen, 'To');
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThanOrEqual(3 * 3_600_000 - 60_000);
    expect(new Date(from).getTime()).toBe(new Date(reportCalls(http)[0].date_after).setSeconds(0, 0));

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ preset: 'last_7_days', granularity: 'day' }),
    );
    // the change is said, not silent
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      '“Last 7 days” is too long for “Hourly”: the charts show it at “Daily”.',
    );
    await pickMeter('21040082');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ meter: 'u-afm' }));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ meter: 'u-lora' }));
  });

  it('says so when the meter of a link is not among the visible ones', async () => {
    await renderWithProviders(ReportsScreen, { at: '/reports?meter=u-gone', http: fakeHttp() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No meter with this installation or serial number is visible to you.',
    );
  });

  it('opens the meter its user last viewed, and else the meter with open alerts', async () => {
    const user = { user_uuid: 'user-1' };
    const session = { getCurrent: () => user } as never;
    localStorage.setItem('report.lastMeter.user-1', 'u-lora');
    localStorage.setItem('report.lastMeter.user-2', 'u-afm');
    const first = await renderWithProviders(ReportsScreen, { at: '/reports', http: fakeHttp(), session });
    await waitFor(() => expect(first.router.state.location.search).toEqual({ meter: 'u-lora' }));
    expect(await screen.findByRole('heading', { name: 'Total volume (m³)' })).toBeTruthy();
    cleanup();

    localStorage.clear();
    const http = fakeHttp(openBackflow, [{ uuid: 'u-afm', state: { alertCount: 2 } }]);
    const second = await renderWithProviders(ReportsScreen, { at: '/reports', http, session });
    await waitFor(() => expect(second.router.state.location.search).toEqual({ meter: 'u-afm' }));
    const listCall = http.get.mock.calls.find(([path]) => path === 'installations');
    expect(listCall?.[1]?.params).toMatchObject({ ordering: '-alert_count', limit: 1 });
    // The meter shown becomes this user's last one.
    await waitFor(() => expect(localStorage.getItem('report.lastMeter.user-1')).toBe('u-afm'));
  });

  it('charts a device group chosen instead of a meter: its summed total and delta volume', async () => {
    const http = fakeHttp();
    const { router } = await renderWithProviders(ReportsScreen, { at: '/reports?meter=u-afm', http });
    await waitFor(() => expect(reportCalls(http).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: /^Device group/ }));
    fireEvent.click(await screen.findByRole('option', { name: /North district/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ group: 'g-1' }));
    await waitFor(() =>
      expect(
        reportCalls(http)
          .filter((call) => call.path.startsWith('meter-groups/'))
          .map((call) => call.type),
      ).toEqual(['total_volume', 'delta_volume']),
    );
    expect(reportCalls(http).at(-1)?.path).toBe('meter-groups/g-1/reports');
    expect(screen.getByText('Sums across the 2 meters of this group')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Charts shown' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';

vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createChart: () => {
    let removed = false;
    return {
      addSeries: () => ({ setData: () => undefined }),
      // As the library does once its chart is gone.
      removeSeries: () => {
        if (removed) throw new Error('Value is undefined');
      },
      applyOptions: () => undefined,
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => void (removed = true),
    };
  },
}));

const { ReportsScreen } = await import('./ReportsScreen.tsx');

const meters = [
  { uuid: 'u-afm', serial_number: '21040082', meter_type: 'afm', company: 1, company_name: 'Lakeside' },
  { uuid: 'u-lora', serial_number: '30000001', meter_type: 'rcmlrwotaa', company: 1, company_name: 'Lakeside' },
];

function fakeHttp() {
  const get = vi.fn(async (path: string, options?: { params?: Record<string, string> }) => {
    if (path === 'meters') return { count: meters.length, next: null, previous: null, results: meters };
    const params = options?.params ?? {};
    return {
      type: params.type,
      granularity: params.granularity,
      unit: 'm3',
      date_after: params.date_after,
      date_before: params.date_before,
      tz: 'UTC',
      points: [{ t: params.date_after, v: 1.5 }],
      alerts: [{ t: params.date_after, state: 'backflow', ended_at: null }],
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

beforeEach(() => localStorage.clear());

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
    expect(await screen.findByRole('heading', { name: 'Total volume (m3)' })).toBeTruthy();
    expect(await screen.findByText('Backflow')).toBeTruthy();
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
    fireEvent.click(screen.getByRole('checkbox', { name: 'Battery voltage' }));
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
    expect(await screen.findByRole('heading', { name: 'Delta volume (m3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Delta volume' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delta volume (m3)' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Total volume (m3)' })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';

vi.mock('lightweight-charts', () =>
  import('../../components/chart/testing/inertChartLibrary.ts').then((m) => m.inertChartLibrary()),
);

const { GroupConsumption } = await import('./GroupConsumption.tsx');

const group = {
  uuid: 'g-1',
  name: 'North district',
  description: '',
  company: 1,
  installations: ['u-1', 'u-2', 'u-3'],
  inlet_installations: [],
  created_at: '2025-01-01T00:00:00Z',
};

function fakeHttp() {
  const get = vi.fn(async (_path: string, options?: { params?: Record<string, string> }) => {
    const params = options?.params ?? {};
    return {
      ...params,
      unit: 'm3',
      tz: 'UTC',
      points: [{ t: params.date_after, v: 4 }],
      alerts: [],
      meters: 3,
      rows: [],
    };
  });
  return { get } as unknown as HttpClient & { get: typeof get };
}

describe('GroupConsumption', () => {
  it("charts the group's summed volumes and follows the chosen preset and granularity", async () => {
    const http = fakeHttp();
    await renderWithProviders(() => <GroupConsumption group={group} />, { at: '/device-groups/g-1', http });
    const calls = () =>
      http.get.mock.calls
        .filter(([path]) => path.endsWith('/reports'))
        .map(([path, options]): Record<string, string> => ({ path, ...options?.params }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls().map((call) => [call.path, call.type, call.granularity])).toEqual([
      ['meter-groups/g-1/reports', 'total_volume', 'day'],
      ['meter-groups/g-1/reports', 'delta_volume', 'day'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Delta volume (m³)' })).toBeTruthy();
    expect(screen.getByText('Sums across the 3 meters of this group')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Last 3 hours' }));
    await waitFor(() => expect(calls().at(-1)?.granularity).toBe('quarter_hour'));
    expect(screen.getByRole('link', { name: 'Open in Reports' }).getAttribute('href')).toBe(
      '/reports?group=g-1&preset=last_3_hours&granularity=quarter_hour',
    );
  });
});

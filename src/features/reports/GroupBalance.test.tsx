import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { GroupBalance } from './GroupBalance.tsx';
import { GroupNightFlow } from './GroupNightFlow.tsx';

const group = {
  uuid: 'g-1',
  name: 'North district',
  description: '',
  company: 1,
  installations: ['u-in', 'u-1', 'u-2', 'u-3'],
  inlet_installations: ['u-in'],
  created_at: '2025-01-01T00:00:00Z',
};
const range = { after: new Date('2024-03-01T00:00:00Z'), before: new Date('2024-03-03T00:00:00Z') };

const balance = {
  granularity: 'day',
  date_after: '2024-03-01T00:00:00.000Z',
  date_before: '2024-03-03T00:00:00.000Z',
  tz: 'UTC',
  inlets: 1,
  members: 3,
  rows: [
    { t: '2024-03-01T12:00:00.000Z', inlet_m3: 100, members_m3: 92, loss_m3: 8, loss_pct: 8, coverage: 1 },
    { t: '2024-03-02T12:00:00.000Z', inlet_m3: 50, members_m3: 40, loss_m3: 10, loss_pct: 20, coverage: 2 / 3 },
  ],
};
const nightFlow = {
  date_after: balance.date_after,
  date_before: balance.date_before,
  tz: 'UTC',
  window_start: '02:00',
  window_end: '04:00',
  inlets: 1,
  members: 3,
  rows: [{ t: '2024-03-01T12:00:00.000Z', inlet_m3h: 1.5, members_m3h: 0.5, coverage: 1 / 3 }],
};

function fakeHttp(answer: (path: string) => unknown) {
  const get = vi.fn(async (path: string) => answer(path));
  return { get } as unknown as HttpClient & { get: typeof get };
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('GroupBalance', () => {
  it('tables the inlet, the members, the loss and the coverage, and states the periods with a gap', async () => {
    const http = fakeHttp(() => balance);
    await renderWithProviders(() => <GroupBalance group={group} granularity="hour" range={range} timeZone="UTC" />, {
      at: '/reports',
      http,
    });
    const table = await screen.findByRole('table');
    expect(http.get.mock.calls[0]).toEqual([
      'meter-groups/g-1/balance',
      expect.objectContaining({
        params: { granularity: 'day', date_after: balance.date_after, date_before: balance.date_before, tz: 'UTC' },
      }),
    ]);
    expect(cells(table).slice(1)).toEqual([
      ['100 m³', '92 m³', '8 m³', '8%', '100%'],
      ['50 m³', '40 m³', '10 m³', '20%', '66.7%'],
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'In 1 period readings of some members are missing: their use is not in the sum, so the loss there is overstated.',
    );
  });

  it('asks for inlet meters before drawing a balance', async () => {
    const http = fakeHttp(() => balance);
    await renderWithProviders(
      () => (
        <GroupBalance group={{ ...group, inlet_installations: [] }} granularity="day" range={range} timeZone="UTC" />
      ),
      { at: '/reports', http },
    );
    expect(screen.getByText('Name the group’s inlet meters in its details to see its water balance.')).toBeTruthy();
    expect(http.get.mock.calls).toEqual([]);
  });
});

describe('GroupNightFlow', () => {
  it('tables each night’s inlet and members’ flow in the window', async () => {
    const http = fakeHttp(() => nightFlow);
    await renderWithProviders(() => <GroupNightFlow group={group} range={range} timeZone="UTC" />, {
      at: '/reports',
      http,
    });
    const table = await screen.findByRole('table');
    expect(cells(table).slice(1)).toEqual([['1.5 m³/h', '0.5 m³/h', '33.3%']]);
    expect(screen.getByText('Mean flow between 02:00 and 04:00 local time.')).toBeTruthy();
    await waitFor(() => expect(http.get.mock.calls[0]?.[0]).toBe('meter-groups/g-1/night-flow'));
  });
});

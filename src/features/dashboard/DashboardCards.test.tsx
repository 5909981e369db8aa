import { screen, within } from '@testing-library/react';
import { ALERT_STATES } from '../../core/domain/alertStates.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { tasksStorageKey } from '../tasks/tasksAtom.ts';
import { AlertQueueCard } from './AlertQueueCard.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { InstallationsTotalCard } from './InstallationsTotalCard.tsx';
import { LossCard } from './LossCard.tsx';
import { NightFlowCard } from './NightFlowCard.tsx';
import { PendingTasksCard } from './PendingTasksCard.tsx';
import { RecentReadoutsCard } from './RecentReadoutsCard.tsx';

const ALERT_COUNTS: Record<string, number> = { backflow: 3, battery_low: 12 };

const meter = (serial: string, lastReadout: string | null, volume: number | null) => ({
  uuid: `u-${serial}`,
  serial_number: serial,
  last_readout: lastReadout,
  state: { volume, alertCount: 0 },
});

function fakeHttp(options: { failAlerts?: boolean } = {}) {
  const get = vi.fn(async (path: string, _request?: { params?: Record<string, string | number> }) => {
    if (path === 'installations/total') return { total: 42, with_alerts: 15, by_meter_type: { afm: 42 } };
    if (path === 'installations/alert-counts') {
      if (options.failAlerts) throw new Error('server down');
      // every state the server knows, zeros included, and one this client does not know yet
      return [
        ...ALERT_STATES.map((state) => ({ state, count: ALERT_COUNTS[state] ?? 0 })),
        { state: 'future', count: 4 },
      ];
    }
    if (path !== 'installations') throw new Error(`unexpected ${path}`);
    const results = [meter('S-2', '2026-11-20T10:00:00Z', 12.5), meter('S-1', '2026-11-19T09:00:00Z', null)];
    return { count: 2, next: null, previous: null, results };
  });
  return { get } as unknown as HttpClient & { get: typeof get };
}

beforeEach(() => localStorage.clear());

describe('AlertQueueCard', () => {
  it('lists only the states with open alerts, each linking to the device list filtered to it', async () => {
    const http = fakeHttp();
    await renderWithProviders(AlertQueueCard, { http });
    const backflow = await screen.findByTestId('alert-backflow');
    expect(within(backflow).getByRole('link').getAttribute('href')).toBe('/devices?alert=backflow');
    expect(backflow.textContent).toContain('Backflow');
    expect(backflow.textContent).toContain('3');
    expect(screen.getByTestId('alert-battery_low').textContent).toContain('12');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // one call for every state's count, and none of the list
    expect(http.get.mock.calls.map(([path]) => path)).toEqual(['installations/alert-counts']);
  });

  it('shows the error state when a count cannot be loaded', async () => {
    await renderWithProviders(AlertQueueCard, { http: fakeHttp({ failAlerts: true }) });
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('InstallationsTotalCard', () => {
  it('shows the total and the number with alerts', async () => {
    await renderWithProviders(InstallationsTotalCard, { http: fakeHttp() });
    expect((await screen.findByTestId('installations-total')).textContent).toContain('42');
    expect(screen.getByTestId('installations-with-alerts').textContent).toContain('15');
  });
});

describe('RecentReadoutsCard', () => {
  it('asks for the five latest readouts and links each serial to the report of its meter', async () => {
    const http = fakeHttp();
    await renderWithProviders(RecentReadoutsCard, { http });
    const link = await screen.findByRole('link', { name: 'S-2' });
    expect(link.getAttribute('href')).toBe('/reports?meter=u-S-2');
    expect(screen.getByRole('link', { name: 'S-1' }).getAttribute('href')).toBe('/reports?meter=u-S-1');
    expect(screen.getByRole('row', { name: /S-2/ }).textContent).toContain('12.5 m³');
    expect(http.get.mock.calls).toContainEqual([
      'installations',
      expect.objectContaining({ params: { ordering: '-last_readout', limit: 5 } }),
    ]);
  });
});

describe('PendingTasksCard', () => {
  it('counts only the tasks still running', async () => {
    const task = (id: number, status: string) => ({
      id,
      serverId: `t${id}`,
      kind: 'loraRegister',
      count: 1,
      status,
      createdAt: '2026-11-20T10:00:00Z',
      finishedAt: null,
      report: null,
      detail: null,
    });
    localStorage.setItem(
      tasksStorageKey('anonymous'),
      JSON.stringify([task(1, 'pending'), task(2, 'completed'), task(3, 'pending')]),
    );
    await renderWithProviders(PendingTasksCard);
    expect(screen.getByTestId('pending-tasks').textContent).toContain('2 tasks are running.');
  });
});

describe('CompanyCard', () => {
  const company = (kind: { is_provider: boolean; is_distributor: boolean }) => ({
    id: 7,
    name: 'Example Water',
    customer_account: 'C-7',
    is_active: true,
    address: '',
    zip: '',
    city: '',
    country: '',
    ...kind,
  });

  it.each([
    [{ is_provider: true, is_distributor: true }, 'Provider'],
    [{ is_provider: false, is_distributor: true }, 'Distributor'],
    [{ is_provider: false, is_distributor: false }, 'Customer'],
  ])('names the kind of %o as %s', async (kind, label) => {
    const get = vi.fn(async (path: string) => {
      if (path !== 'companies/7') throw new Error(`unexpected ${path}`);
      return company(kind);
    });
    await renderWithProviders(() => <CompanyCard companyId={7} />, { http: { get } as unknown as HttpClient });
    const kindTerm = await screen.findByText('Type');
    expect(kindTerm.nextElementSibling?.textContent).toBe(label);
  });
});

describe('LossCard and NightFlowCard', () => {
  const highlights = (empty: boolean) =>
    ({
      get: vi.fn(async (path: string) => {
        if (path !== 'dashboard/water') throw new Error(`unexpected ${path}`);
        if (empty) return { month: '2026-11-01T00:00:00.000Z', groups: [], meters: [] };
        return {
          month: '2026-11-01T00:00:00.000Z',
          groups: [{ uuid: 'g-1', name: 'North district', loss_m3: 12.5, loss_pct: 8.25, coverage: 0.9 }],
          meters: [{ uuid: 'u-7', serial_number: 'S-7', last_night_m3h: 0.125, week_min_m3h: 0.05 }],
        };
      }),
    }) as unknown as HttpClient;

  it('link each group to its report with loss and coverage, and each meter to its report', async () => {
    await renderWithProviders(LossCard, { http: highlights(false) });
    const group = await screen.findByRole('link', { name: 'North district' });
    expect(group.getAttribute('href')).toBe('/reports?group=g-1');
    const row = group.closest('tr')!;
    expect(row.textContent).toContain('8.3 %');
    expect(row.textContent).toContain('90.0 %');
    await renderWithProviders(NightFlowCard, { http: highlights(false) });
    const meter = await screen.findByRole('link', { name: 'S-7' });
    expect(meter.getAttribute('href')).toBe('/reports?meter=u-7');
    expect(meter.closest('tr')!.textContent).toContain('0.125 m³/h');
  });

  it('say so when there is nothing to rank', async () => {
    await renderWithProviders(LossCard, { http: highlights(true) });
    expect(await screen.findByText('No device group with inlet meters.')).toBeTruthy();
    await renderWithProviders(NightFlowCard, { http: highlights(true) });
    expect(await screen.findByText('No night flow measured in the last nights.')).toBeTruthy();
  });
});

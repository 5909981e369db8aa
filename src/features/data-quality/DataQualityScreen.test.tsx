import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { companyUserSession } from '../common/testing/companyUserSession.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { DataQualityScreen } from './DataQualityScreen.tsx';

const session = companyUserSession(['view_report', 'add_communicationdevice']);

const GAP = {
  id: 7,
  rule: 'gap',
  state: 'open',
  installation: '5f0c8a4e-0000-4000-8000-0000000000a1',
  serial_number: 'RW-1001',
  meter_type: 'rcmlrwotaa',
  range_from: '2025-03-01T06:00:00.000Z',
  range_to: '2025-03-01T07:00:00.000Z',
  detail: { missing_intervals: 3, minutes: 60 },
  found_at: '2025-03-02T00:00:00.000Z',
  accepted_at: null,
};
const SPIKE = { ...GAP, id: 8, rule: 'spike', detail: { step_m3: 2.5, flow_m3h: 10, max_flow_m3h: 3.125 } };
const SILENT = {
  uuid: '5f0c8a4e-0000-4000-8000-0000000000b2',
  serial_number: 'RW-2002',
  meter_type: 'rcmlrwotaa',
  company_name: 'Riverside Water Works',
  last_readout_at: null,
};
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function fakeHttp(findings: () => unknown[], post: (path: string, body: unknown) => Promise<unknown>) {
  const get = vi.fn(async (path: string, _options?: { params?: Record<string, string> }) => {
    if (path === 'validation/findings') return page(findings());
    if (path === 'validation/silent-meters') return page([SILENT]);
    throw new Error(`unexpected GET ${path}`);
  });
  const posted = vi.fn(post);
  return { http: { get, post: posted } as unknown as HttpClient & { get: typeof get }, posted };
}

describe('DataQualityScreen', () => {
  it('lists findings per rule and meter with their numbers, a link into the report, and the silent meters', async () => {
    const { http } = fakeHttp(
      () => [GAP, SPIKE],
      () => Promise.reject(new Error('not called')),
    );
    await renderWithProviders(() => <DataQualityScreen />, { at: '/data-quality', http, session });
    const grid = await screen.findByRole('table', { name: 'Validation findings' });
    await waitFor(() => expect(within(grid).getAllByText('RW-1001')).toHaveLength(2));
    expect(within(grid).getByText('Gap')).toBeTruthy();
    expect(within(grid).getByText('missing intervals: 3, minutes: 60')).toBeTruthy();
    const [link] = within(grid).getAllByRole('link', { name: 'Open the report of RW-1001 at this range' });
    expect(link.getAttribute('href')).toMatch(
      /^\/reports\?meter=5f0c8a4e-0000-4000-8000-0000000000a1&granularity=quarter_hour&from=/,
    );
    // open findings first, newest range first
    expect(http.get.mock.calls.find(([path]) => path === 'validation/findings')?.[1]?.params).toMatchObject({
      state: 'open',
      ordering: '-range_from',
    });
    expect(await screen.findByText('RW-2002')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
  });

  it('filters by rule, and accepts the selected findings', async () => {
    let shown = [GAP, SPIKE];
    const { http } = fakeHttp(
      () => shown,
      async (path, body) => {
        expect(path).toBe('validation/findings/accept');
        expect(body).toEqual({ ids: [7] });
        shown = [SPIKE];
        return { accepted: 1 };
      },
    );
    const { notify } = await renderWithProviders(() => <DataQualityScreen />, { at: '/data-quality', http, session });
    await screen.findAllByText('RW-1001');
    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: 'gap' } });
    await waitFor(() =>
      expect(
        http.get.mock.calls.some(
          ([path, options]) => path === 'validation/findings' && options?.params?.rule === 'gap',
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select finding Gap of RW-1001' }));
    expect(screen.getByText('1 finding selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('1 finding accepted', { kind: 'success' }));
    expect(await screen.findByText('No finding selected')).toBeTruthy();
  });

  it('says so when estimation fails (a server without it answers 404)', async () => {
    const { http, posted } = fakeHttp(
      () => [GAP],
      () => Promise.reject(new ApiError('Not Found', { status: 404, detail: 'Not found.' })),
    );
    const { notify } = await renderWithProviders(() => <DataQualityScreen />, { at: '/data-quality', http, session });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select finding Gap of RW-1001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Estimation failed for 1 finding.', { kind: 'error' }));
    expect(posted).toHaveBeenCalledWith(
      'readouts/estimate',
      { installation: GAP.installation, date_after: GAP.range_from, date_before: GAP.range_to, method: 'linear' },
      expect.anything(),
    );
  });

  it('shows the error and the empty states', async () => {
    const failing = {
      get: vi.fn(async (path: string) => {
        if (path === 'validation/findings') throw new ApiError('Server Error', { status: 503 });
        return page([]);
      }),
    } as unknown as HttpClient;
    await renderWithProviders(() => <DataQualityScreen />, { at: '/data-quality', http: failing, session });
    expect(await screen.findByText('The findings could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('Every meter has sent a reading since that date.')).toBeTruthy();
  });
});

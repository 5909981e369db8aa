import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { readDateTime, setDateTime } from './dateTimeFieldsInTests.ts';

vi.mock('lightweight-charts', () =>
  import('../../components/chart/testing/inertChartLibrary.ts').then((m) => m.inertChartLibrary()),
);

const { openOn21040082 } = await import('./testing/openReportsScreen.ts');

const meters = [{ uuid: 'u-afm', serial_number: '21040082', meter_type: 'afm', company: 1, company_name: 'Lakeside' }];
const edit = {
  id: 7,
  installation: 'u-afm',
  ts: '2026-03-01T09:00:00.000Z',
  action: 'correct',
  reason: 'Register misread',
  by: 'editor@example.com',
  at: '2026-03-02T08:00:00.000Z',
  original_volume_m3: 12.5,
  original_quality: 'measured',
  new_volume_m3: 12.75,
  new_quality: 'edited',
};

function fakeHttp(overrides: Partial<HttpClient> = {}) {
  const get = vi.fn(async (path: string, options?: { params?: Record<string, string> }) => {
    if (path === 'meters') return { count: meters.length, next: null, previous: null, results: meters };
    if (path === 'readouts/edits') return { count: 1, next: null, previous: null, results: [edit] };
    const params = options?.params ?? {};
    return {
      type: params.type,
      unit: 'm3',
      points: [{ t: params.date_after, v: 1, s: ['estimate'], q: ['estimated'] }],
      alerts: [],
      completeness: { received: 3, expected: 4 },
    };
  });
  return { get, ...overrides } as unknown as HttpClient & { get: typeof get };
}

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Edit readings' }));
  return screen.getByRole('dialog', { name: 'Edit readings of 21040082' });
};

beforeEach(() => localStorage.clear());

describe('editing readings from the Reports screen', () => {
  it('offers editing only with the device permission, and states the completeness to everyone', async () => {
    await openOn21040082(fakeHttp(), ['view_report']);
    expect(screen.queryByRole('button', { name: 'Edit readings' })).toBeNull();
    expect(
      (await screen.findAllByText('Completeness: 3 of 4 expected readings received (75%).')).length,
    ).toBeGreaterThan(0);
  });

  it('checks the fields before asking the server', async () => {
    const post = vi.fn();
    await openOn21040082(fakeHttp({ post }), ['add_communicationdevice']);
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      within(dialog)
        .getByLabelText(/^Reason/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(dialog)
        .getByLabelText('Reading at, date')
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);
    expect(post).not.toHaveBeenCalled();
  });

  it('corrects a reading after a confirmation, and shows the server’s field errors under the fields', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Bad request', {
          status: 400,
          fieldErrors: { ts: ['This meter has no reading at 2026-03-01T09:00:00.000Z.'] },
        }),
      )
      .mockResolvedValueOnce({ changed: 1 });
    const { notify } = await openOn21040082(fakeHttp({ post }), ['add_communicationdevice']);
    const dialog = openDialog();
    setDateTime(within(dialog), 'Reading at', '2026-03-01T09:00');
    fireEvent.change(within(dialog).getByLabelText(/^Corrected register/), { target: { value: '12,75' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Register misread' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Set the reading of 21040082 at .+ to 12\.75 m³\?/);
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This meter has no reading at 2026-03-01T09:00:00.000Z.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText('Reading at, date')
        .getAttribute('aria-invalid'),
    ).toBe('true');
    const body = {
      installation: 'u-afm',
      action: 'correct',
      ts: new Date('2026-03-01T09:00').toISOString(),
      volume_m3: 12.75,
      reason: 'Register misread',
    };
    expect(post).toHaveBeenCalledWith('readouts/edits', body, expect.objectContaining({}));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith('Readings changed: 1.', { kind: 'success' });
  });

  it('rejects the readings of a range and estimates the gaps of one', async () => {
    const post = vi.fn(async (path: string) => (path === 'readouts/edits' ? { changed: 96 } : { estimated: 4 }));
    const { notify } = await openOn21040082(fakeHttp({ post } as Partial<HttpClient>), ['add_communicationdevice']);
    let dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject the readings of a range' }));
    // the range starts as the charted one
    expect(readDateTime(within(dialog), 'From')).not.toBe('');
    setDateTime(within(dialog), 'From', '2026-03-01T00:00');
    setDateTime(within(dialog), 'To', '2026-03-02T00:00');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Meter swapped' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Reject the readings of 21040082 from /);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Readings changed: 96.', { kind: 'success' }));
    const range = {
      date_after: new Date('2026-03-01T00:00').toISOString(),
      date_before: new Date('2026-03-02T00:00').toISOString(),
    };
    expect(post).toHaveBeenCalledWith(
      'readouts/edits',
      { installation: 'u-afm', ...range, action: 'reject', reason: 'Meter swapped' },
      expect.objectContaining({}),
    );

    dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Estimate the missing readings of a range' }));
    setDateTime(within(dialog), 'From', '2026-03-01T00:00');
    setDateTime(within(dialog), 'To', '2026-03-02T00:00');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Billing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Readings estimated: 4.', { kind: 'success' }));
    expect(post).toHaveBeenLastCalledWith(
      'readouts/estimate',
      { installation: 'u-afm', ...range, method: 'linear', reason: 'Billing' },
      expect.objectContaining({}),
    );
  });

  it('lists the edit history when it is opened', async () => {
    const http = fakeHttp();
    await openOn21040082(http, ['view_report']);
    expect(http.get.mock.calls.some(([path]) => path === 'readouts/edits')).toBe(false);
    const history = screen.getByText('Edit history').closest('details')!;
    history.open = true;
    fireEvent(history, new Event('toggle'));
    const table = await within(history).findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual(['Corrected', '12.5 (measured) → 12.75 (edited)', 'Register misread']);
    const asked = http.get.mock.calls.find(([path]) => path === 'readouts/edits');
    expect(asked?.[1]?.params).toMatchObject({ installation: 'u-afm' });
  });
});

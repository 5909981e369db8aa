import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import type { PortalTask } from '../tasks/index.ts';
import { readDateTime, setDateTime } from './dateTimeFieldsInTests.ts';

vi.mock('lightweight-charts', () =>
  import('../../components/chart/testing/inertChartLibrary.ts').then((m) => m.inertChartLibrary()),
);

const { openOn21040082 } = await import('./testing/openReportsScreen.ts');

const meters = [{ uuid: 'u-afm', serial_number: '21040082', meter_type: 'afm', company: 1, company_name: 'Lakeside' }];

function fakeHttp(overrides: Partial<HttpClient> = {}) {
  const get = vi.fn(async (path: string, options?: { params?: Record<string, string> }) => {
    if (path === 'meters') return { count: meters.length, next: null, previous: null, results: meters };
    const params = options?.params ?? {};
    return { type: params.type, unit: 'm3', points: [], alerts: [] };
  });
  return { get, ...overrides } as unknown as HttpClient;
}

const storedTasks = () => JSON.parse(localStorage.getItem('meterPortal.tasks.user-1') ?? '[]') as PortalTask[];

beforeEach(() => localStorage.clear());

describe('readouts tasks on the Reports screen', () => {
  it('offers readout generation only with the device permission', async () => {
    await openOn21040082(fakeHttp(), ['view_report']);
    expect(screen.queryByRole('button', { name: 'Generate readouts' })).toBeNull();
  });

  it('shows the server’s field errors under the dialog’s fields', async () => {
    const post = vi.fn(async () => {
      throw new ApiError('Bad request', { status: 400, fieldErrors: { date_to: ['The period is too long.'] } });
    });
    const { notify } = await openOn21040082(fakeHttp({ post }), ['add_communicationdevice']);
    fireEvent.click(screen.getByRole('button', { name: 'Generate readouts' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate readouts' });
    // the dialog starts from the charted range
    expect(readDateTime(within(dialog), 'From')).not.toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The period is too long.')).toBeTruthy();
    expect(within(dialog).getByLabelText('To, date').getAttribute('aria-invalid')).toBe('true');
    expect(post).toHaveBeenCalledWith(
      'generate-readouts',
      expect.objectContaining({ installations: ['u-afm'], date_from: expect.any(String) as string }),
      expect.objectContaining({}),
    );
    expect(notify).toHaveBeenCalledWith('Could not start the readout generation', { kind: 'error' });
    expect(storedTasks()).toEqual([]);
  });

  it('checks the period before asking the server', async () => {
    const post = vi.fn();
    await openOn21040082(fakeHttp({ post }), ['add_communicationdevice']);
    fireEvent.click(screen.getByRole('button', { name: 'Generate readouts' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate readouts' });
    setDateTime(within(dialog), 'From', '2026-03-01T10:00');
    setDateTime(within(dialog), 'To', '2026-03-01T09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('starts a generation as a pending task that polls the readouts result path', async () => {
    const post = vi.fn(async () => ({ task_id: 'srv-1' }));
    const { notify } = await openOn21040082(fakeHttp({ post } as Partial<HttpClient>), ['add_communicationdevice']);
    fireEvent.click(screen.getByRole('button', { name: 'Generate readouts' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate readouts' });
    setDateTime(within(dialog), 'From', '2026-03-01T00:00');
    setDateTime(within(dialog), 'To', '2026-03-01T06:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenCalledWith(
      'generate-readouts',
      {
        installations: ['u-afm'],
        date_from: new Date('2026-03-01T00:00').toISOString(),
        date_to: new Date('2026-03-01T06:00').toISOString(),
      },
      expect.objectContaining({}),
    );
    expect(storedTasks()).toMatchObject([{ serverId: 'srv-1', kind: 'generateReadouts', count: 1, status: 'pending' }]);
    expect(notify).toHaveBeenCalledWith('Readout generation started', { kind: 'info' });
  });

  it('follows an export as a task of the page: completed with the file name, or failed with the reason', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const download = vi
      .fn()
      .mockResolvedValueOnce({ data: 'a,b\n', fileName: 'readouts_21040082_x.csv', contentType: 'text/csv' })
      .mockRejectedValueOnce(new ApiError('Request failed', { status: 500, detail: 'Server error' }));
    const { notify } = await openOn21040082(fakeHttp({ download }), ['view_report']);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Export successful!', { kind: 'success' }));
    // the file has what the chart shows: one reading per bucket of the chosen granularity
    const [path, options] = download.mock.calls[0] as [string, { params: Record<string, string> }];
    expect(path).toBe('v1/readouts.csv');
    expect(options.params.granularity).toMatch(/^(minute|quarter_hour|hour|day|week|month|year)$/);
    expect(storedTasks()).toMatchObject([
      {
        kind: 'exportReadouts',
        serverId: null,
        subject: '21040082 (CSV)',
        status: 'completed',
        report: { file_name: 'readouts_21040082_x.csv', format: 'csv', serial: '21040082' },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Export failed', { kind: 'error' }));
    expect(storedTasks()[0]).toMatchObject({ kind: 'exportReadouts', status: 'failed', detail: 'Server error' });
  });

  it('offers the AFM export for an AFM meter, from the start of the charted range on', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const download = vi
      .fn()
      .mockResolvedValue({ data: 'a;b\n', fileName: 'afm_21040082_x.xml', contentType: 'text/xml' });
    const { notify } = await openOn21040082(fakeHttp({ download }), ['view_report']);
    const afm = screen.getByRole('group', { name: 'AFM export' });
    fireEvent.click(within(afm).getByRole('button', { name: 'AFM export XML' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Export successful!', { kind: 'success' }));
    const [path, options] = download.mock.calls[0] as [string, { params: Record<string, string> }];
    expect(path).toBe('reports/exports/afm.xml');
    expect(Object.keys(options.params).sort()).toEqual(['date_after', 'serial_number']);
    expect(options.params.serial_number).toBe('21040082');
    expect(storedTasks()[0]).toMatchObject({ subject: '21040082 (AFM XML)', status: 'completed' });
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../core/auth/createSession.ts';
import type { CurrentUser } from '../../core/contract/index.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import type { PortalTask } from './portalTask.ts';
import { TasksButton } from './TasksButton.tsx';

const user = { user_uuid: 'user-1', is_admin: true } as CurrentUser;
const session: Partial<Session> = { getCurrent: () => user };
const KEY = 'meterPortal.tasks.user-1';

const base: PortalTask = {
  id: 101,
  serverId: null,
  pageLoad: 'an-earlier-load',
  kind: 'exportReadouts',
  count: 1,
  subject: '21040082 (CSV)',
  status: 'pending',
  createdAt: new Date().toISOString(),
  finishedAt: null,
  report: null,
  detail: null,
};

/** the caller's task list: nothing started outside the portal, unless a test says otherwise */
const taskList =
  (others: (path: string) => unknown = () => undefined, list: unknown[] = []) =>
  (path: string) =>
    Promise.resolve(path === 'tasks' ? list : others(path));

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as PortalTask[];

beforeEach(() => localStorage.clear());

describe('TasksButton', () => {
  it('never polls an export, and marks one cut off by a reload as interrupted', async () => {
    localStorage.setItem(KEY, JSON.stringify([base]));
    const get = vi.fn().mockImplementation(taskList());
    const { notify } = await renderWithProviders(TasksButton, { http: { get }, session });
    await waitFor(() => expect(stored()[0]?.status).toBe('failed'));
    expect(stored()[0].detail).toBe('The page was reloaded before the download finished');
    // only the task list is asked for (tasks started elsewhere), never an export's result
    expect(get.mock.calls.map((args: unknown[]) => args[0])).toEqual(['tasks']);
    expect(notify).toHaveBeenCalledWith(
      'Readouts export of 21040082 (CSV) failed: The page was reloaded before the download finished',
      { kind: 'error' },
    );
  });

  it('shows a generation’s progress while it runs, then its report', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([{ ...base, kind: 'generateReadouts', serverId: 'srv-1', pageLoad: undefined }]),
    );
    const results = vi
      .fn()
      .mockReturnValueOnce({ status: 'pending', progress: { done: 1, total: 3 } })
      .mockReturnValue({
        status: 'completed',
        report: {
          meters: 3,
          readouts_written: 72,
          alerts: 1,
          from: '2026-03-01T00:00:00Z',
          to: '2026-03-01T06:00:00Z',
        },
      });
    const get = vi.fn().mockImplementation(taskList(results));
    const { notify } = await renderWithProviders(TasksButton, { http: { get }, session });
    fireEvent.click(screen.getByRole('button', { name: /^Tasks/ }));
    expect(await screen.findByText('1 of 3 done')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('readouts/result', expect.objectContaining({ params: { task_id: 'srv-1' } }));
    // the next poll comes 2 s later
    await waitFor(() => expect(stored()[0]?.status).toBe('completed'), { timeout: 4000 });
    expect(await screen.findByText('72 readouts written')).toBeTruthy();
    expect(screen.getByText('1 alert')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Generate readouts for 1 meter completed', { kind: 'success' });
  });

  it('adopts an import the CLI started, and shows its progress and report', async () => {
    const started = {
      id: 'srv-cli',
      kind: 'import_readings',
      title: 'Import 60000 readings',
      status: 'pending',
      report: null,
      detail: null,
      created_at: new Date().toISOString(),
      finished_at: null,
    };
    const results = vi
      .fn()
      .mockReturnValueOnce({ status: 'pending', progress: { done: 20000, total: 60000 } })
      .mockReturnValue({
        status: 'completed',
        report: { rows: 60000, written: 60000, kept: 0, replaced: 0, meters: 4 },
      });
    const get = vi.fn().mockImplementation(taskList(results, [started]));
    const { notify } = await renderWithProviders(TasksButton, { http: { get }, session });
    // the panel's open state outlives a test (the test before left it open)
    const button = screen.getByRole('button', { name: /^Tasks/ });
    if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
    // the task list is asked on mount: the import is in the panel once it answers
    expect(await screen.findByText('Import 60000 readings', {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('20000 of 60000 done', {}, { timeout: 4000 })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      'readouts/import/result',
      expect.objectContaining({ params: { task_id: 'srv-cli' } }),
    );
    await waitFor(() => expect(stored()[0]?.status).toBe('completed'), { timeout: 4000 });
    expect(await screen.findByText('60000 readouts written')).toBeTruthy();
    expect(screen.getByText('4 meters')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Import 60000 readings completed', { kind: 'success' });
  });
});

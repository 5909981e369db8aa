import { describe, expect, it } from 'vitest';
import { isPortalTask, isServerTask, type PortalTask } from './portalTask.ts';

const stored: PortalTask = {
  id: 4242,
  serverId: 's-1',
  kind: 'generateReadouts',
  count: 1,
  subject: '21040082',
  status: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
  progress: { done: 0, total: 1 },
  report: null,
  detail: null,
};
const exportTask: PortalTask = {
  ...stored,
  kind: 'exportReadouts',
  serverId: null,
  pageLoad: 'load-1',
  subject: '21040082 (CSV)',
};

/** What the list reads back from storage, through JSON as it is kept. */
const readBack = (value: unknown) => isPortalTask(JSON.parse(JSON.stringify(value)));

describe('isPortalTask', () => {
  it('reads back every kind, with or without a server behind it', () => {
    expect(readBack(stored)).toBe(true);
    expect(readBack(exportTask)).toBe(true);
    for (const kind of ['loraRegister', 'loraDelete'])
      expect(readBack({ ...stored, kind, subject: undefined })).toBe(true);
    // earlier versions kept the result path; the kind now leads to it
    expect(readBack({ ...stored, resultPath: 'readouts/result' })).toBe(true);
  });

  it('drops entries of unknown kind or shape', () => {
    expect(readBack({ ...stored, kind: 'somethingElse' })).toBe(false);
    expect(readBack({ ...stored, id: '4242' })).toBe(false);
    expect(readBack({ ...stored, status: 'running' })).toBe(false);
    expect(readBack({ ...stored, subject: 42 })).toBe(false);
    // only a kind the server runs has a server id
    expect(readBack({ ...exportTask, serverId: 's-2' })).toBe(false);
    expect(readBack(null)).toBe(false);
  });

  it('tells server tasks from tasks of the page', () => {
    expect(isServerTask(stored)).toBe(true);
    expect(isServerTask(exportTask)).toBe(false);
  });
});

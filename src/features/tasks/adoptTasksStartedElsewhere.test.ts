import { describe, expect, it } from 'vitest';
import type { Task } from '../../core/contract/tasks.ts';
import { adoptTasksStartedElsewhere, addTask, clearCompleted, finishTask } from './taskList.ts';
import { taskTitle } from './taskTitle.ts';

const serverTask = (id: string, kind: string, status: Task['status'] = 'pending'): Task => ({
  id,
  kind,
  title: `Import 50001 readings (${id})`,
  status,
  report: null,
  detail: null,
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: null,
});

describe('tasks started outside the portal', () => {
  it('adopts the pending imports of the server list once, with the server’s title', () => {
    const own = addTask([], { serverId: 's-own', kind: 'generateReadouts', count: 1 });
    const found = [
      serverTask('s-cli', 'import_readings'),
      serverTask('s-done', 'import_readings', 'completed'),
      serverTask('s-own', 'generate_readouts'),
      serverTask('s-other', 'generate_readouts'),
    ];
    const adopted = adoptTasksStartedElsewhere(own, found);
    expect(adopted.map((task) => [task.serverId, task.kind, task.status])).toEqual([
      ['s-cli', 'importReadings', 'pending'],
      ['s-own', 'generateReadouts', 'pending'],
    ]);
    expect(adopted[0].createdAt).toBe('2026-03-01T10:00:00.000Z');
    const t = ((key: string) => key) as never;
    expect(taskTitle(t, adopted[0])).toBe('Import 50001 readings (s-cli)');
    // asked again: nothing is added twice, and the list is the same list
    expect(adoptTasksStartedElsewhere(adopted, found)).toBe(adopted);
  });

  it('does not bring back a cleared import once it finished', () => {
    const [cli] = adoptTasksStartedElsewhere([], [serverTask('s-cli', 'import_readings')]);
    const finished = finishTask([cli], cli.id, { status: 'completed', report: { written: 3 } });
    const cleared = clearCompleted(finished);
    expect(adoptTasksStartedElsewhere(cleared, [serverTask('s-cli', 'import_readings', 'completed')])).toEqual([]);
  });
});

import type { Task } from '../contract/tasks.ts';
import type { HttpClient } from '../http/createHttpClient.ts';

/** GET tasks/: the caller's recent tasks, newest first (found again after a page reload). */
export function listTasks(http: HttpClient): Promise<Task[]> {
  return http.get('tasks');
}

/** GET tasks/{id}/. */
export function getTask(http: HttpClient, id: string): Promise<Task> {
  return http.get(`tasks/${encodeURIComponent(id)}`);
}

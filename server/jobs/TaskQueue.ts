/** Where started tasks go to be run: this process (PGlite) or a queue every instance works (PostgreSQL). */
export interface TaskQueue {
  /** hands the stored pending task to a runner; resolves once it is queued, not when it is done */
  enqueue(taskId: string): Promise<void>;
  /** stops taking tasks and ends the running ones at their next progress report */
  close(): Promise<void>;
}

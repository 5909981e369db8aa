import { expect } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { call } from '../support/api.ts';

export interface ImportCounts {
  status: string;
  rows: number;
  written: number;
  kept: number;
  replaced: number;
  meters: number;
  task_id?: string;
}

/** POSTs a readings file to readouts/import/ as `token`'s user, in English. */
export async function uploadReadings<T = ImportCounts>(
  server: TestServer,
  token: string,
  content: string,
  fileName: string,
  query = '',
) {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(`${server.url}/api/readouts/import/${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface ImportResult {
  status: string;
  report?: Omit<ImportCounts, 'status' | 'task_id'>;
  progress?: { done: number; total: number };
}

/** The import task's result once it is no longer pending, checking each pending poll's progress total. */
export async function importResult(server: TestServer, token: string, taskId: string, rows: number) {
  let result: ImportResult | undefined;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    result = (await call<ImportResult>(server, 'GET', `/api/readouts/import/result/?task_id=${taskId}`, { token }))
      .body;
    if (result?.status !== 'pending') break;
    if (result.progress) expect(result.progress.total).toBe(rows);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return result;
}

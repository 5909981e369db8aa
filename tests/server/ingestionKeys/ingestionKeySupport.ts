import { expect } from 'vitest';
import type { IngestionKeyCreated } from '../../../src/core/contract/ingestionKeys.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, type Json } from '../support/api.ts';

export const INGESTION_KEYS = '/api/ingestion-keys/';

/** Makes an ingestion key as `token`'s user (expects it made) and gives the create answer, secret included. */
export async function createIngestionKey(server: TestServer, token: string, json: Json): Promise<IngestionKeyCreated> {
  const created = await call<IngestionKeyCreated>(server, 'POST', INGESTION_KEYS, { token, json });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

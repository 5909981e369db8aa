import { expect } from 'vitest';
import type { EmbedKeyCreated, EmbedToken } from '../../../src/core/contract/embedKeys.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, type Json } from '../support/api.ts';

/**
 * A partner page's view of the server: makes a key with `fields` for `origin` as `admin`, exchanges it from
 * that origin, and reads with the token it gave, as the element would.
 */
export function partnerView(server: TestServer, origin: string, admin: () => string) {
  async function tokenFor(fields: Json): Promise<string> {
    const created = await call<EmbedKeyCreated>(server, 'POST', '/api/embed-keys/', {
      token: admin(),
      json: { name: 'Partner', origins: [origin], ...fields },
    });
    expect(created.status, created.text).toBe(201);
    const exchanged = await call<EmbedToken>(server, 'POST', '/auth/embed/token/', {
      json: { key: created.body.key },
      headers: { Origin: origin },
    });
    expect(exchanged.status).toBe(200);
    return exchanged.body.access;
  }
  const read = <T>(access: string, path: string) =>
    call<T>(server, 'GET', path, { token: access, headers: { Origin: origin } });
  return { tokenFor, read };
}

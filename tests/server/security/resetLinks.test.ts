import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordLink } from '../../../server/auth/passwordLinks.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, userId } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const INVALID_LINK = { detail: 'Invalid token', code: 'invalid_token' };

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

/** The API path of a /users/{id}/reset|activate/{token} link. */
const apiPath = (link: string) => {
  const [, id, , token] = new URL(link).pathname.match(/^\/users\/([^/]+)\/(reset|activate)\/([^/]+)$/)!;
  return `/api/users/${id}/set_password/${token}/`;
};

describe('a used reset link', () => {
  it("invalidates the user's other reset links, and no one else's", async () => {
    const { db } = server.built.ctx;
    const id = await userId(server, 'user@example.com');
    const other = await userId(server, 'admin@example.com');
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createPasswordLink(db, id, 'reset', server.url).then(apiPath)),
    );
    const othersLink = apiPath(await createPasswordLink(db, other, 'reset', server.url));
    for (const path of [first, second, third, othersLink]) expect((await call(server, 'GET', path)).status).toBe(200);

    const used = await call(server, 'POST', second, { json: { password: 'river2flow' } });
    expect(used.status).toBe(200);
    for (const path of [first, second, third]) {
      const reply = await call(server, 'GET', path);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(INVALID_LINK);
      expect((await call(server, 'POST', path, { json: { password: 'other4pass' } })).body).toEqual(INVALID_LINK);
    }
    expect((await call(server, 'GET', othersLink)).status).toBe(200);
  });
});

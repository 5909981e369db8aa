import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/http/ApiError.ts';
import { clientFor } from './support/clientFor.ts';
import { startStubServer, type StubReply, type StubServer } from './support/startStubServer.ts';

const replies: Record<string, StubReply> = {
  '/api/boom/': { status: 500, body: { detail: 'A server error occurred.' } },
  '/api/gateway/': { status: 502, body: '<html>Bad gateway</html>' },
  '/api/companies/1/': { status: 405, body: { detail: 'Method "DELETE" not allowed.' }, headers: { allow: 'GET' } },
  '/api/missing/': { status: 404, body: { detail: 'Not found.' } },
  '/api/forbidden/': { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
  '/api/teapot/': { status: 418, body: '' },
  '/api/users/': {
    status: 400,
    body: {
      email: ['Enter a valid email address.'],
      role: ['This field is required.'],
      address: { zip: ['This field may not be blank.'] },
      non_field_errors: ['Staff members should be part of the GWF organization.'],
    },
  },
  '/api/list-error/': { status: 400, body: ['Malformed CSV'] },
  '/api/hang-up/': { destroy: true },
  '/api/export.csv/': { status: 404, body: { detail: 'Not found.' } },
};

let server: StubServer;

beforeAll(async () => {
  server = await startStubServer((request) => replies[request.path] ?? { body: { ok: true } });
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error mapping of spec section 8', () => {
  it('500: server_error notice, rejects with the detail', async () => {
    const { http, notices } = clientFor(server.url);
    const error = await failure(http.get('boom'));
    expect([error.status, error.message, error.detail]).toEqual([
      500,
      'A server error occurred.',
      'A server error occurred.',
    ]);
    expect(notices).toEqual(['server_error']);
  });

  it('other 5xx without a detail: server_error notice, rejects with the error message', async () => {
    const { http, notices } = clientFor(server.url);
    const error = await failure(http.get('gateway'));
    expect([error.status, error.message, error.detail]).toEqual([502, 'Request failed with status code 502', null]);
    expect(notices).toEqual(['server_error']);
  });

  it('405: not_permitted notice', async () => {
    const { http, notices } = clientFor(server.url);
    const error = await failure(http.delete('companies/1'));
    expect([error.status, error.message]).toEqual([405, 'Method "DELETE" not allowed.']);
    expect(notices).toEqual(['not_permitted']);
  });

  it('404: not_found notice', async () => {
    const { http, notices } = clientFor(server.url);
    const error = await failure(http.get('missing'));
    expect([error.status, error.message]).toEqual([404, 'Not found.']);
    expect(notices).toEqual(['not_found']);
  });

  it('other statuses reject with the detail, or else the error message, and no notice', async () => {
    const { http, notices } = clientFor(server.url);
    const forbidden = await failure(http.post('forbidden', {}));
    expect([forbidden.status, forbidden.message]).toEqual([403, 'You do not have permission to perform this action.']);
    const teapot = await failure(http.get('teapot'));
    expect([teapot.status, teapot.message, teapot.detail]).toEqual([418, 'Request failed with status code 418', null]);
    expect(notices).toEqual([]);
  });

  it('400: DRF field errors, nested ones dotted, and non_field_errors', async () => {
    const { http } = clientFor(server.url);
    const error = await failure(http.post('users', { email: 'nope' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      role: ['This field is required.'],
      'address.zip': ['This field may not be blank.'],
    });
    expect(error.nonFieldErrors).toEqual(['Staff members should be part of the GWF organization.']);
    expect(error.data).toMatchObject({ role: ['This field is required.'] });
  });

  it('400 with a bare list: non-field errors', async () => {
    const { http } = clientFor(server.url);
    const error = await failure(http.post('list-error', {}));
    expect(error.nonFieldErrors).toEqual(['Malformed CSV']);
    expect(error.fieldErrors).toEqual({});
  });

  it('no response: rejects with the error message and status null, no notice', async () => {
    const { http, notices } = clientFor(server.url);
    const hangUp = await failure(http.get('hang-up'));
    expect(hangUp.status).toBeNull();
    expect(hangUp.message).toBe('socket hang up');

    const closed = clientFor('http://127.0.0.1:9');
    const refused = await failure(closed.http.get('anything'));
    expect(refused.status).toBeNull();
    expect(refused.code).toBe('ECONNREFUSED');
    expect(refused.message).toContain('ECONNREFUSED');
    expect(notices).toEqual([]);
  });

  it.each(['arraybuffer', 'stream'] as const)('reads the detail of a failed %s download', async (responseType) => {
    const { http, notices } = clientFor(server.url);
    const error = await failure(http.download('export.csv', { responseType }));
    expect([error.status, error.message]).toEqual([404, 'Not found.']);
    expect(notices).toEqual(['not_found']);
  });
});

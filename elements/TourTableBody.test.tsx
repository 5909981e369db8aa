import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import {
  EMBED_TOKEN,
  KEY_INVALID,
  NOT_FOUND,
  ORIGIN_REFUSED,
  embeddedClient,
  stubClient,
} from './testing/stubClient.ts';
import { renderElementBody } from './testing/renderElementBody.tsx';
import { TourTableBody } from './TourTableBody.tsx';

const tour = {
  uuid: '6d1f8c2e-0000-4000-8000-000000000001',
  name: 'Linz North – November',
  state: 'assigned',
  assigned_to: { uuid: 't', name: 'Tablet North' },
  read_count: 0,
  register_count: 12,
  due_date: '2026-12-15',
};
const page = (results: unknown[]) => ({ status: 200, data: { count: results.length, results } });

function renderTable(http: HttpClient, props: { tour?: string } = {}) {
  return renderElementBody(<TourTableBody http={http} host={null} {...props} />);
}

describe('<tour-table> states', () => {
  it('asks a visitor without key, token or session to sign in, and asks the server nothing', async () => {
    const { http, calls } = stubClient(() => page([tour]));
    const { view } = renderTable(http);
    expect((await view.findByText('Sign in to see the tours.')).getAttribute('role')).toBe('status');
    expect(calls).toEqual([]);
    expect(view.queryByText(/not visible|error/i)).toBeNull();
  });

  it("shows the key's tours once the key is exchanged", async () => {
    const { http, calls } = embeddedClient((call) => (call.startsWith('POST') ? EMBED_TOKEN : page([tour])));
    const { view } = renderTable(http);
    expect(await view.findByRole('table', { name: en.tours.gridLabel })).toBeTruthy();
    expect(view.getByText(tour.name)).toBeTruthy();
    // the due date in the portal's short format (year, short month, day), not as the API writes it
    expect(view.getByText('Dec 15, 2026')).toBeTruthy();
    expect(view.queryByText(tour.due_date)).toBeNull();
    expect(calls).toEqual(['POST /auth/embed/token/', 'GET /api/tours/']);
  });

  it('tells why nothing is shown when the origin is not on the key', async () => {
    const { http } = embeddedClient(() => ORIGIN_REFUSED);
    const { view } = renderTable(http);
    expect((await view.findByRole('alert')).textContent).toBe(en.elementStates.originRefused.tours);
  });

  it('tells why nothing is shown when the key expired or was revoked', async () => {
    const { http } = embeddedClient(() => KEY_INVALID);
    const { view } = renderTable(http);
    expect((await view.findByRole('alert')).textContent).toBe(en.elementStates.keyInvalid.tours);
  });

  it('says there is nothing to show when the key covers no tour', async () => {
    const { http } = embeddedClient((call) => (call.startsWith('POST') ? EMBED_TOKEN : page([])));
    const { view } = renderTable(http);
    // the skeleton is a status too: wait for the text itself
    expect((await view.findByText('There are no tours to show.')).getAttribute('role')).toBe('status');
  });

  it('says the key does not cover a tour of another company', async () => {
    const { http } = embeddedClient((call) => (call.startsWith('POST') ? EMBED_TOKEN : NOT_FOUND));
    const { view } = renderTable(http, { tour: tour.uuid });
    expect((await view.findByRole('alert')).textContent).toBe(en.elementStates.outOfScope.tours);
  });

  it('shows the tours with a token attribute, as before', async () => {
    const { http } = stubClient(() => page([tour]), { token: 'given.token' });
    const { view } = renderTable(http);
    expect(await view.findByText(tour.name)).toBeTruthy();
  });

  it("asks to sign in again when the token attribute has run out, not with the server's 401", async () => {
    const { http } = stubClient(() => ({ status: 401, data: { detail: 'Token expired.', code: 'token_not_valid' } }), {
      token: 'spent.token',
    });
    const { view } = renderTable(http);
    expect((await view.findByText('Sign in to see the tours.')).getAttribute('role')).toBe('status');
    expect(view.queryByText(en.tours.loadFailed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addUser, call, login } from '../support/api.ts';
import { filledBeforeAll, serverSuite } from '../support/serverSuite.ts';
import { insertReportFixture } from './reportFixture.ts';

const suite = serverSuite({ signIn: ['user@example.com'] });
const fixture = filledBeforeAll(() => insertReportFixture(suite.server));
const token = () => suite.tokens['user@example.com'];

const get = (query: string, options: { meter?: string; auth?: string; lang?: string } = {}) =>
  call(suite.server, 'GET', `/api/installations/${options.meter ?? fixture.meterA}/reports/?${query}`, {
    token: options.auth ?? token(),
    headers: { 'Accept-Language': options.lang ?? 'en' },
  });
const q = (granularity: string, after: string, before: string, type = 'flow') =>
  `type=${type}&granularity=${granularity}&date_after=${encodeURIComponent(after)}&date_before=${encodeURIComponent(before)}`;

describe('range caps of spec section 5', () => {
  const caps: Array<[string, string, string, string, string]> = [
    // granularity, after, the latest allowed before, a before just past the cap, the message (its label, never the code)
    [
      'minute',
      '2024-01-15T10:00:00Z',
      '2024-01-15T12:00:00Z',
      '2024-01-15T12:01:00Z',
      '"1 minute" a report may span at most 2 hours',
    ],
    [
      'quarter_hour',
      '2024-01-15T00:00:00Z',
      '2024-01-16T00:00:00Z',
      '2024-01-16T01:15:00Z',
      '"15 minutes" a report may span at most 1 day;',
    ],
    [
      'hour',
      '2024-01-15T00:00:00Z',
      '2024-01-18T00:00:00Z',
      '2024-01-18T01:15:00Z',
      '"Hourly" a report may span at most 3 days;',
    ],
    [
      'day',
      '2024-01-01T00:00:00Z',
      '2024-04-01T00:00:00Z',
      '2024-04-02T00:00:00Z',
      '"Daily" a report may span at most 3 months',
    ],
    [
      'week',
      '2024-01-01T00:00:00Z',
      '2024-04-01T00:00:00Z',
      '2024-04-02T00:00:00Z',
      '"Weekly" a report may span at most 3 months',
    ],
    [
      'month',
      '2021-01-01T00:00:00Z',
      '2024-01-01T00:00:00Z',
      '2024-01-02T00:00:00Z',
      '"Monthly" a report may span at most 3 years',
    ],
    [
      'year',
      '2019-01-01T00:00:00Z',
      '2024-01-01T00:00:00Z',
      '2024-01-02T00:00:00Z',
      '"Yearly" a report may span at most 5 years',
    ],
  ];
  for (const [granularity, after, lastAllowed, tooLate, limit] of caps) {
    it(`allows ${granularity} up to its cap and refuses a longer range with a field error`, async () => {
      expect((await get(q(granularity, after, lastAllowed))).status).toBe(200);
      const refused = await get(q(granularity, after, tooLate));
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body)).toEqual(['date_before']);
      expect((refused.body.date_before as string[])[0]).toContain(limit);
    });
  }

  it('lets a 25-hour local day (end of daylight saving) through at 15 minutes', async () => {
    const reply = await get(
      `${q('quarter_hour', '2024-10-27T00:00:00+02:00', '2024-10-28T00:00:00+01:00')}&tz=Europe/Vienna`,
    );
    expect(reply.status).toBe(200);
    expect((reply.body.points as unknown[]).length).toBe(100);
  });

  it('translates the cap message', async () => {
    const reply = await get(q('minute', '2024-01-15T10:00:00Z', '2024-01-15T13:00:00Z'), { lang: 'de' });
    expect(reply.body).toEqual({
      date_before: [
        'Bei der Granularität "1 Minute" darf ein Bericht höchstens 2 Stunden umfassen; wähle einen kürzeren Zeitraum oder eine gröbere Granularität.',
      ],
    });
  });

  it('names the granularity by its label and counts days in the language’s plural forms', async () => {
    const quarter = q('quarter_hour', '2024-01-15T00:00:00Z', '2024-01-16T01:15:00Z');
    const hourly = q('hour', '2024-01-15T00:00:00Z', '2024-01-18T01:15:00Z');
    const first = async (query: string, lang: string) => ((await get(query, { lang })).body.date_before as string[])[0];
    expect(await first(quarter, 'de')).toContain('"15 Minuten" darf ein Bericht höchstens 1 Tag umfassen');
    expect(await first(hourly, 'de')).toContain('"Stündlich" darf ein Bericht höchstens 3 Tage umfassen');
    expect(await first(quarter, 'pl')).toContain('"15 minut" raport może obejmować najwyżej 1 dzień');
    expect(await first(hourly, 'pl')).toContain('najwyżej 3 dni;');
    for (const lang of ['en', 'de', 'fr', 'pl', 'el'])
      expect(await first(hourly, lang)).not.toMatch(/quarter_hour|\(s\)|\(e\)|\(ες\)/);
  });
});

describe('malformed report queries', () => {
  it('names every missing field', async () => {
    const reply = await get('');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      type: ['This field is required.'],
      granularity: ['This field is required.'],
      date_after: ['This field is required.'],
      date_before: ['This field is required.'],
    });
  });

  it('refuses unknown choices, bad dates and time zones together', async () => {
    const reply = await get(
      'type=pressure&granularity=fortnight&date_after=2024-02-30&date_before=soon&tz=Mars/Olympus',
    );
    expect(reply.status).toBe(400);
    const badDate =
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DD, YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
    expect(reply.body).toEqual({
      type: ['"pressure" is not a valid choice.'],
      granularity: ['"fortnight" is not a valid choice.'],
      date_after: [badDate],
      date_before: [badDate],
      tz: ['"Mars/Olympus" is not a valid time zone.'],
    });
  });

  it('refuses a range that ends before it starts, and blank values', async () => {
    const reversed = await get(q('hour', '2024-01-15T10:00:00Z', '2024-01-15T09:00:00Z'));
    expect(reversed.body).toEqual({ date_before: ['Must be later than date_after.'] });
    const blank = await get('type=&granularity=hour&date_after=2024-01-15&date_before=2024-01-15');
    expect(blank.body).toEqual({ type: ['This field may not be blank.'] });
  });

  it('answers 404 for a path id that is no uuid', async () => {
    const reply = await get(q('hour', '2024-01-15', '2024-01-15'), { meter: 'not-a-uuid' });
    expect(reply.status).toBe(404);
  });
});

describe('tenancy and permissions', () => {
  it("answers 404 for another company's meter, before looking at the query", async () => {
    for (const query of [q('hour', '2024-01-15', '2024-01-15'), 'type=bogus']) {
      const reply = await get(query, { meter: fixture.foreignMeter });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('lets staff read any company’s meter', async () => {
    const staff = (await login(suite.server, 'staff@example.com')).access;
    const reply = await get(q('hour', '2024-01-15', '2024-01-15', 'total_volume'), {
      meter: fixture.foreignMeter,
      auth: staff,
    });
    expect(reply.status).toBe(200);
    expect((reply.body.points as Array<{ v: number | null }>).filter((p) => p.v !== null)).toHaveLength(4);
  });

  it('needs view_report', async () => {
    await addUser(suite.server, {
      email: 'no-reports@example.com',
      companyId: fixture.companyId,
      permissions: ['view_meter'],
    });
    const auth = (await login(suite.server, 'no-reports@example.com')).access;
    expect((await get(q('hour', '2024-01-15', '2024-01-15'), { auth })).status).toBe(403);
    expect((await get(q('hour', '2024-01-15', '2024-01-15'))).status).toBe(200);
  });
});

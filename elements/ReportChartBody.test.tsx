import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { ReportChartBody } from './ReportChartBody.tsx';
import {
  EMBED_TOKEN,
  KEY_INVALID,
  NOT_FOUND,
  ORIGIN_REFUSED,
  embeddedClient,
  stubClient,
} from './testing/stubClient.ts';
import { renderElementBody } from './testing/renderElementBody.tsx';

function renderChart(http: HttpClient, props: { serial?: string; installation?: string } = { serial: '00000042' }) {
  return renderElementBody(<ReportChartBody http={http} live={false} {...props} />);
}

const noMeters = { status: 200, data: { count: 0, results: [] } };

describe('<report-chart> states', () => {
  it('asks a visitor without key, token or session to sign in, never "not visible to you"', async () => {
    const { http, calls } = stubClient(() => noMeters);
    const { view } = renderChart(http);
    expect((await view.findByText('Sign in to see the chart.')).getAttribute('role')).toBe('status');
    expect(view.queryByText(en.reports.meterNotFound)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks the page to choose a meter when none is named', async () => {
    const { http, calls } = embeddedClient(() => EMBED_TOKEN);
    const { view } = renderChart(http, {});
    expect(await view.findByText('Choose a meter to see its chart.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('tells why nothing is shown when the origin is not on the key', async () => {
    const { http } = embeddedClient(() => ORIGIN_REFUSED);
    const { view } = renderChart(http);
    expect((await view.findByRole('alert')).textContent).toBe(en.reports.embedOriginRefused);
  });

  it('tells why nothing is shown when the key expired or was revoked', async () => {
    const { http } = embeddedClient(() => KEY_INVALID);
    const { view } = renderChart(http, { installation: '6d1f8c2e-0000-4000-8000-000000000001' });
    expect((await view.findByRole('alert')).textContent).toBe(en.reports.embedKeyInvalid);
  });

  it('says the key does not cover a meter outside its scope', async () => {
    const bySerial = embeddedClient((call) => (call.startsWith('POST') ? EMBED_TOKEN : noMeters));
    expect((await renderChart(bySerial.http).view.findByRole('alert')).textContent).toBe(
      en.elementStates.outOfScope.chart,
    );
    const byUuid = embeddedClient((call) => (call.startsWith('POST') ? EMBED_TOKEN : NOT_FOUND));
    const { view } = renderChart(byUuid.http, { installation: '6d1f8c2e-0000-4000-8000-000000000001' });
    expect((await view.findByRole('alert')).textContent).toBe(en.elementStates.outOfScope.chart);
  });

  it('keeps the signed-in wording for a session that cannot see the meter', async () => {
    const { http } = stubClient(() => noMeters, { token: 'given.token' });
    const { view } = renderChart(http);
    expect((await view.findByRole('alert')).textContent).toBe(en.reports.meterNotFound);
  });
});

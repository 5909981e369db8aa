import { describe, expect, it } from 'vitest';
import { deviceProfile, type DeviceProfile } from '../../../src/core/contract/deviceProfiles.ts';
import type { Page } from '../../../src/core/contract/pagination.ts';
import { call } from '../support/api.ts';
import { serverSuite } from '../support/serverSuite.ts';

const suite = serverSuite({
  signIn: ['user@example.com'],
  users: [
    { email: 'noprofiles@example.com', company: 'Hillcrest Utilities', permissions: ['view_communicationdevice'] },
    { email: 'hill-viewer@example.com', company: 'Hillcrest Utilities', permissions: ['view_deviceprofile'] },
  ],
});
const { ids, tokens } = suite;

describe('device-profiles/', () => {
  it('lists shared profiles and those of the caller’s company, filterable by meter type', async () => {
    const own = await call<Page<DeviceProfile>>(suite.server, 'GET', '/api/device-profiles/', {
      token: tokens['user@example.com'],
    });
    expect(own.status).toBe(200);
    for (const p of own.body.results) deviceProfile.parse(p);
    expect(own.body.results.map((p) => p.company)).toContain(ids['Riverside Water Works']);
    const other = await call<Page<DeviceProfile>>(suite.server, 'GET', '/api/device-profiles/', {
      token: tokens['hill-viewer@example.com'],
    });
    expect(other.body.results.every((p) => p.company === null)).toBe(true);
    const riversideOnly = own.body.results.find((p) => p.company !== null)!;
    expect(
      (
        await call(suite.server, 'GET', `/api/device-profiles/${riversideOnly.uuid}/`, {
          token: tokens['hill-viewer@example.com'],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(suite.server, 'GET', `/api/device-profiles/${riversideOnly.uuid}/`, {
          token: tokens['user@example.com'],
        })
      ).status,
    ).toBe(200);
    const afm = await call<DeviceProfile[]>(suite.server, 'GET', '/api/device-profiles/?meter_type=afm&no_page=true', {
      token: tokens['user@example.com'],
    });
    expect(afm.body.length).toBeGreaterThan(0);
    expect(afm.body.every((p) => p.meter_type === 'afm')).toBe(true);
  });

  it('needs view_deviceprofile', async () => {
    expect(
      (await call(suite.server, 'GET', '/api/device-profiles/', { token: tokens['noprofiles@example.com'] })).status,
    ).toBe(403);
  });
});

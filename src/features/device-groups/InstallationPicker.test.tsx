import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { InstallationPicker } from './InstallationPicker.tsx';

const installation = (n: number) => ({
  uuid: `u-${n}`,
  serial_number: `S-${n}`,
  company_name: 'Riverside',
  device_eui: null,
  article: null,
});

describe('InstallationPicker', () => {
  it('asks before loading more than the choice list holds, then loads all with the query-all limit', async () => {
    const get = vi.fn(async (_path: string, request?: { params?: Record<string, unknown> }) => {
      const all = request?.params?.limit === 99_999;
      return {
        count: 12_000,
        next: null,
        previous: null,
        results: all ? [1, 2, 3].map(installation) : [installation(1)],
      };
    });
    await renderWithProviders(
      () => <InstallationPicker label="Devices" target="device-group:new" value={[]} onChange={() => undefined} />,
      {
        http: { get } as unknown as HttpClient,
      },
    );
    const prompt = await screen.findByText('More than 9999 were found, load all?');
    const limitOfLastCall = () => get.mock.lastCall?.[1]?.params?.limit;
    expect(limitOfLastCall()).toBe(9_999);
    fireEvent.click(screen.getByRole('button', { name: 'Load all' }));
    await waitFor(() => expect(limitOfLastCall()).toBe(99_999));
    expect(get.mock.lastCall?.[0]).toBe('installations');
    expect(get.mock.lastCall?.[1]?.params?.for).toBe('device-group:new');
    expect(prompt.isConnected).toBe(false);
  });

  it('says nothing when the list holds all the server found', async () => {
    const get = vi.fn(async () => ({ count: 1, next: null, previous: null, results: [installation(1)] }));
    await renderWithProviders(
      () => <InstallationPicker label="Devices" target="device-group:new" value={[]} onChange={() => undefined} />,
      {
        http: { get } as unknown as HttpClient,
      },
    );
    await waitFor(() => expect(get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/were found, load all/)).toBeNull();
  });
});

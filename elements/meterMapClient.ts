import { useEffect, useState } from 'react';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { meterMapLocale } from './meterMapLocale.ts';
import type { MeterMapConnection } from './meterMapRuntime.ts';

/**
 * The element's HTTP client, loaded after the first render: the map, its tiles and controls appear
 * without waiting for the client code, and the points follow once it is there.
 */
export function useMeterMapClient(connection: MeterMapConnection, locale: string | undefined): HttpClient | null {
  const { apiBase, authBase, token } = connection;
  const [made, setMade] = useState<{ key: string; http: HttpClient } | null>(null);
  const key = JSON.stringify([apiBase, authBase, token, locale]);
  useEffect(() => {
    let cancelled = false;
    void import('./meterMapRuntime.ts').then(({ createMeterMapClient }) => {
      const http = createMeterMapClient({ apiBase, authBase, token }, () =>
        meterMapLocale(locale, navigator.languages),
      );
      if (!cancelled) setMade({ key, http });
    });
    return () => {
      cancelled = true;
    };
  }, [key, apiBase, authBase, token, locale]);
  return made?.key === key ? made.http : null;
}

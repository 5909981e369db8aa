import { useEffect, useState } from 'react';
import type { MapPoint } from '../src/components/map/index.ts';
import { callEndpoint } from '../src/core/api/callEndpoint.ts';
import { measuringPointEndpoints } from '../src/core/contract/measuringPointEndpoints.ts';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { deviceHrefFrom, toMeterMapPoints } from '../src/features/measuring-points/toMeterMapPoints.ts';
import { embedRefusalOf } from './embedRefusal.ts';
import { useSignedIn } from './useSignedIn.ts';

export interface MeterMapLoad {
  /** `originRefused` and `keyInvalid`: an embed key's page is not on the key, or the key no longer works */
  status: 'loading' | 'signedOut' | 'ready' | 'failed' | 'originRefused' | 'keyInvalid';
  points: readonly MapPoint[];
}

interface Answer extends MeterMapLoad {
  http: HttpClient;
  key: string;
}

const none: readonly MapPoint[] = [];

/** What a partner's visitor is told: an embed key's refusals are not a failed load. */
const failureOf = (error: unknown): MeterMapLoad['status'] => embedRefusalOf(error) ?? 'failed';

/**
 * The points of `<meter-map>`: one call to measuring_points/map/ per client and filters. Without a token or
 * stored session nothing is asked (a picking map still works without points).
 */
export function useMeterMapPoints(
  http: HttpClient | null,
  filters: { company?: string; group?: string },
  deviceUrl: string | undefined,
): MeterMapLoad {
  const { company, group } = filters;
  const key = JSON.stringify([company, group, deviceUrl]);
  const signedIn = useSignedIn(http);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!http || !signedIn) return;
    const controller = new AbortController();
    // an empty attribute filters nothing
    const query = { company: company || undefined, group: group || undefined };
    callEndpoint(http, measuringPointEndpoints.map, { query }, { signal: controller.signal })
      .then((rows) =>
        setAnswer({ http, key, status: 'ready', points: toMeterMapPoints(rows, deviceHrefFrom(deviceUrl)) }),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ http, key, status: failureOf(error), points: none });
      });
    return () => controller.abort();
  }, [http, signedIn, key, company, group, deviceUrl]);

  if (!http) return { status: 'loading', points: none };
  if (!signedIn) return { status: 'signedOut', points: none };
  if (answer?.http !== http || answer.key !== key) return { status: 'loading', points: answer?.points ?? none };
  return answer;
}

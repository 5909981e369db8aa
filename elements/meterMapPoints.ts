import { useEffect, useState } from 'react';
import type { MapClusters, MapPoint } from '../src/components/map/index.ts';
import type { HttpClient } from '../src/core/http/createHttpClient.ts';
import { loadPointMap } from '../src/features/measuring-points/loadPointMap.ts';
import { deviceHrefFrom } from '../src/features/measuring-points/toMeterMapPoints.ts';
import { embedRefusalOf } from './embedRefusal.ts';
import { useSignedIn } from './useSignedIn.ts';

export interface MeterMapLoad {
  /** `originRefused` and `keyInvalid`: an embed key's page is not on the key, or the key no longer works */
  status: 'loading' | 'signedOut' | 'ready' | 'failed' | 'originRefused' | 'keyInvalid';
  points: readonly MapPoint[];
  /** the server's clusters per view, when the filters hold too many points to load them all */
  clusters?: MapClusters;
  /** how many points the filters hold */
  count: number;
}

interface Answer extends MeterMapLoad {
  http: HttpClient;
  key: string;
}

const none: readonly MapPoint[] = [];

/** What a partner's visitor is told: an embed key's refusals are not a failed load. */
const failureOf = (error: unknown): MeterMapLoad['status'] => embedRefusalOf(error) ?? 'failed';

/**
 * The points of `<meter-map>` per client and filters: their count, then all of them (measuring_points/map/) or
 * a source of the server's clusters (see loadPointMap). Without a token or stored session nothing is asked (a
 * picking map still works without points).
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
    loadPointMap(http, query, deviceHrefFrom(deviceUrl), controller.signal)
      .then((map) =>
        setAnswer(
          map.mode === 'points'
            ? { http, key, status: 'ready', points: map.points, count: map.count }
            : { http, key, status: 'ready', points: none, clusters: map.clusters, count: map.count },
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ http, key, status: failureOf(error), points: none, count: 0 });
      });
    return () => controller.abort();
  }, [http, signedIn, key, company, group, deviceUrl]);

  if (!http) return { status: 'loading', points: none, count: 0 };
  if (!signedIn) return { status: 'signedOut', points: none, count: 0 };
  if (answer?.http !== http || answer.key !== key)
    return { status: 'loading', points: answer?.points ?? none, clusters: answer?.clusters, count: answer?.count ?? 0 };
  return answer;
}

import type { MapClusters, MapFeature, MapPoint } from '../../components/map/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { measuringPointEndpoints as endpoints } from '../../core/contract/measuringPointEndpoints.ts';
import type { MeasuringPointClusters } from '../../core/contract/measuringPoints.ts';
import { MAP_CLUSTERS } from '../../core/domain/constants.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import type { PointMapFilters } from './measuringPointSearch.ts';
import { toMeterMapPoints } from './toMeterMapPoints.ts';

/**
 * What the map draws for a set of filters: every point, clustered in the browser, or (above
 * MAP_CLUSTERS.serverPoints) the server's clusters per view, with how many points there are either way.
 */
export type PointMap =
  { mode: 'points'; count: number; points: MapPoint[] } | { mode: 'clusters'; count: number; clusters: MapClusters };

type DeviceHref = ((serial: string) => string) | undefined;

/** The server's answer for one view as the map's features. */
export function toClusterFeatures(answer: MeasuringPointClusters, deviceHref: DeviceHref): MapFeature[] {
  const clusters = answer.clusters.map(([id, count, lat, lng, west, south, east, north]): MapFeature => ({
    kind: 'cluster',
    id,
    count,
    lat,
    lng,
    bounds: [west, south, east, north],
  }));
  const points = toMeterMapPoints(answer.points, deviceHref).map((point): MapFeature => ({ kind: 'point', point }));
  return [...clusters, ...points];
}

/**
 * Asks how many points the filters hold, then for all of them or for a cluster source. Both modes take the
 * same filters (company, group, search), so the map filters alike whichever it draws.
 */
export async function loadPointMap(
  http: HttpClient,
  filters: PointMapFilters,
  deviceHref: DeviceHref,
  signal?: AbortSignal,
): Promise<PointMap> {
  const { count, bounds } = await callEndpoint(http, endpoints.mapCount, { query: filters }, { signal });
  if (count <= MAP_CLUSTERS.serverPoints) {
    const rows = await callEndpoint(http, endpoints.map, { query: filters }, { signal });
    return { mode: 'points', count: rows.length, points: toMeterMapPoints(rows, deviceHref) };
  }
  const load: MapClusters['load'] = async ({ bbox: [west, south, east, north], zoom }, viewSignal) =>
    toClusterFeatures(
      await callEndpoint(
        http,
        endpoints.mapClusters,
        { query: { ...filters, west, south, east, north, zoom } },
        { signal: viewSignal },
      ),
      deviceHref,
    );
  return { mode: 'clusters', count, clusters: { bounds, load } };
}

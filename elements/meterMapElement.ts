import r2wc from '@r2wc/react-to-web-component';
import { MeterMapElementView } from './MeterMapElementView.tsx';

/**
 * `<meter-map api-base auth-base token embed-key locale company group mode lat lng zoom tile-url device-url>`: the
 * measuring-point map in an open shadow root. Emits `point-select` (a marker clicked) and `point-pick` (a
 * position placed in pick mode), both CustomEvents with `{lat, lng, name, mode}` that bubble out of it;
 * `point-select` also names the point's meter as `serial` when one is assigned.
 */
export const MeterMapElement = r2wc(MeterMapElementView, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    authBase: 'string',
    token: 'string',
    embedKey: 'string',
    locale: 'string',
    company: 'string',
    group: 'string',
    mode: 'string',
    lat: 'number',
    lng: 'number',
    zoom: 'number',
    tileUrl: 'string',
    deviceUrl: 'string',
  },
});

export function defineMeterMap(name = 'meter-map'): void {
  if (!customElements.get(name)) customElements.define(name, MeterMapElement);
}

import r2wc from '@r2wc/react-to-web-component';
import { MeterPortal } from './MeterPortal.tsx';

/**
 * `<meter-portal api-base auth-base locale routing set-title token>`: the whole portal in an open shadow
 * root. Its styles are adopted into that root; nothing is written to the host document unless `set-title`.
 */
export const MeterPortalElement = r2wc(MeterPortal, {
  shadow: 'open',
  props: { apiBase: 'string', authBase: 'string', locale: 'string', routing: 'string', token: 'string' },
});

export function defineMeterPortal(name = 'meter-portal'): void {
  if (!customElements.get(name)) customElements.define(name, MeterPortalElement);
}

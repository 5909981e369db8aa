import r2wc from '@r2wc/react-to-web-component';
import { TourTableElementView } from './TourTableElementView.tsx';

/**
 * `<tour-table api-base auth-base token embed-key locale tour state tablet columns>`: a tour list (or one tour's
 * items) in an open shadow root; emits `tour-select` and `item-select` CustomEvents that bubble out of it.
 */
export const TourTableElement = r2wc(TourTableElementView, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    authBase: 'string',
    token: 'string',
    embedKey: 'string',
    locale: 'string',
    tour: 'string',
    state: 'string',
    tablet: 'string',
    columns: 'string',
  },
});

export function defineTourTable(name = 'tour-table'): void {
  if (!customElements.get(name)) customElements.define(name, TourTableElement);
}

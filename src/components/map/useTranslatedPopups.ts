import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap, PopupEvent } from './leaflet.ts';

/** Leaflet's popup close button carries a fixed English label; this gives it the map's language. */
export function useTranslatedPopups(map: LeafletMap | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!map) return;
    const translate = (event: PopupEvent) =>
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('widgets.close'));
    map.on('popupopen', translate);
    return () => {
      map.off('popupopen', translate);
    };
  }, [map, t]);
}

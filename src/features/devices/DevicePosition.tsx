import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MeterMap, type MapPoint } from '../../components/map/index.ts';
import type { Installation } from '../../core/contract/installations.ts';

export interface DevicePositionProps {
  device: Installation;
}

/** Where the device is, on a small map; a device without coordinates says so instead. */
export function DevicePosition({ device }: DevicePositionProps) {
  const { t } = useTranslation();
  const { uuid, serial_number, lat, lng, state } = device;
  const points = useMemo<MapPoint[]>(
    () =>
      lat === null || lng === null
        ? []
        : [
            {
              id: uuid,
              name: serial_number,
              lat,
              lng,
              meterSerial: serial_number,
              volume: state.volume ?? undefined,
              alertCount: state.alertCount,
            },
          ],
    [uuid, serial_number, lat, lng, state.volume, state.alertCount],
  );
  return (
    <section className="mp-devices__section">
      <h3 className="mp-devices__section-title">{t('devices.detail.position')}</h3>
      {points.length ? (
        <MeterMap points={points} height="220px" />
      ) : (
        <p className="mp-empty">{t('devices.detail.noPosition')}</p>
      )}
    </section>
  );
}

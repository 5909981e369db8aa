import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/loading/index.ts';
import type { Readout } from '../../core/contract/installations.ts';
import { useDeviceFormat } from './useDeviceFormat.ts';

export interface DeviceLastReadoutProps {
  readout: Readout | null;
  loading: boolean;
}

const SHOWN = ['total_volume', 'flow', 'battery_voltage', 'signal_strength', 'temperature'] as const;

/** The newest readout: when it came and the values it carried. */
export function DeviceLastReadout({ readout, loading }: DeviceLastReadoutProps) {
  const { t } = useTranslation();
  const format = useDeviceFormat();
  let body;
  if (loading) body = <Skeleton lines={2} />;
  else if (!readout) body = <p className="mp-empty">{t('devices.detail.noReadout')}</p>;
  else
    body = (
      <dl className="mp-facts">
        <dt>{t('devices.readout.ts')}</dt>
        <dd>{format.dateTime(readout.ts)}</dd>
        {SHOWN.filter((field) => readout[field] !== null).map((field) => (
          <div key={field} className="mp-devices__fact">
            <dt>{t(`devices.readout.${field}`)}</dt>
            <dd>{format.number(readout[field] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <section className="mp-devices__section">
      <h3 className="mp-devices__section-title">{t('devices.fields.lastReadout')}</h3>
      {body}
    </section>
  );
}

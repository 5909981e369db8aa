import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidePanel } from '../../components/list-screen/index.ts';
import { Skeleton } from '../../components/loading/index.ts';
import { CloseButton } from '../../components/modal/index.ts';
import { usePortalServices } from '../common/index.ts';
import { DeviceAlerts } from './DeviceAlerts.tsx';
import { DeviceFacts } from './DeviceFacts.tsx';
import { DeviceLastReadout } from './DeviceLastReadout.tsx';
import { DevicePosition } from './DevicePosition.tsx';
import { installationQuery, installationStateQuery } from './deviceQueries.ts';
import { useDeviceFormat } from './useDeviceFormat.ts';

export interface DeviceDetailPanelProps {
  uuid: string;
  onClose: () => void;
}

/** The side panel of one device: its fields, state, a link to its report, last readout, alerts and position. */
export function DeviceDetailPanel({ uuid, onClose }: DeviceDetailPanelProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const format = useDeviceFormat();
  const titleId = useId();
  const device = useQuery(installationQuery(http, uuid));
  const state = useQuery(installationStateQuery(http, uuid));
  // a newly opened device takes the focus, and comes into view where the panel is out of sight
  const { panel, heading, close, onKeyDown } = useSidePanel(uuid, onClose, device.isSuccess);

  return (
    <aside className="mp-devices__panel mp-side-panel" aria-labelledby={titleId} ref={panel} onKeyDown={onKeyDown}>
      <header className="mp-devices__panel-header mp-side-panel__header">
        <h2 className="mp-devices__panel-title" id={titleId} ref={heading} tabIndex={-1}>
          {device.data?.serial_number ?? t('devices.detail.title')}
        </h2>
        <CloseButton label={t('devices.detail.close')} onClick={close} />
      </header>
      {device.isPending ? <Skeleton lines={8} /> : null}
      {device.isError ? (
        <p className="mp-problem" role="alert">
          {t('devices.detail.loadFailed')}
        </p>
      ) : null}
      {device.data ? (
        <>
          <div className="mp-devices__stats">
            <div className="mp-devices__stat">
              <span className="mp-devices__stat-label">{t('devices.fields.volume')}</span>
              <span className="mp-devices__stat-value">
                {format.volume(state.data?.volume ?? device.data.state.volume)}
              </span>
            </div>
            <div className="mp-devices__stat">
              <span className="mp-devices__stat-label">{t('devices.fields.alertCount')}</span>
              <span className="mp-devices__stat-value">
                {format.number(state.data?.alertCount ?? device.data.state.alertCount)}
              </span>
            </div>
          </div>
          <Link className="mp-button mp-devices__report-link" to="/reports" search={{ meter: uuid }}>
            {t('devices.detail.openReport')}
          </Link>
          <DeviceFacts device={device.data} />
          <DeviceLastReadout readout={state.data?.last_readout ?? null} loading={state.isPending} />
          <DeviceAlerts uuid={uuid} />
          <DevicePosition device={device.data} />
        </>
      ) : null}
    </aside>
  );
}

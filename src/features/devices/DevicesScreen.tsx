import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../../components/root/index.ts';
import { usePortalServices } from '../common/index.ts';
import { DeviceActions } from './DeviceActions.tsx';
import { DeviceDetailPanel } from './DeviceDetailPanel.tsx';
import { DeviceFilters } from './DeviceFilters.tsx';
import { DeviceGrid } from './DeviceGrid.tsx';
import { installationQuery, installationsQuery } from './deviceQueries.ts';
import { hasFilters } from './deviceSearch.ts';
import devicesCss from './devices.css?inline';
import { useDeviceSearch } from './useDeviceSearch.ts';

/** /devices: the installations grid with its filters in the URL, the device panel and the device actions. */
export function DevicesScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-devices', devicesCss);
  const { http } = usePortalServices();
  const controls = useDeviceSearch();
  const { search, setSearch } = controls;
  const list = useQuery(installationsQuery(http, search));
  const openDevice = useQuery({ ...installationQuery(http, search.device ?? ''), enabled: Boolean(search.device) });
  const empty = list.isSuccess && list.data.count === 0;

  return (
    <div className={search.device ? 'mp-page mp-devices mp-devices--with-panel' : 'mp-page mp-devices'}>
      <header className="mp-page__header mp-devices__header">
        <div>
          <h1 className="mp-page__title">{t('titles.devices')}</h1>
          <p className="mp-page__subtitle">
            {list.data ? t('devices.count', { count: list.data.count }) : t('devices.subtitle')}
          </p>
        </div>
        <DeviceActions openSerial={openDevice.data?.serial_number} />
      </header>
      <DeviceFilters {...controls} />
      <div className="mp-devices__body">
        <div className="mp-devices__list">
          {list.isError ? (
            <p className="mp-problem" role="alert">
              {t('devices.loadFailed')}
            </p>
          ) : null}
          {empty && hasFilters(search) ? (
            <p className="mp-empty" role="status">
              {t('devices.noMatches')}
            </p>
          ) : null}
          <DeviceGrid page={list.data} loading={list.isFetching} {...controls} />
        </div>
        {search.device ? (
          <DeviceDetailPanel
            uuid={search.device}
            onClose={() => setSearch((current) => ({ ...current, device: undefined }), { replace: true })}
          />
        ) : null}
      </div>
    </div>
  );
}

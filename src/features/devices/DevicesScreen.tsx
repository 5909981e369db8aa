import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListHeader, ListStatus } from '../../components/list-screen/index.ts';
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
      <ListHeader
        title={t('titles.devices')}
        subtitle={list.data ? t('devices.count', { count: list.data.count }) : t('devices.subtitle')}
        className="mp-devices"
        actions={<DeviceActions openSerial={openDevice.data?.serial_number} />}
      />
      <DeviceFilters {...controls} />
      <div className="mp-devices__body">
        <div className="mp-devices__list">
          <ListStatus
            error={list.isError ? t('devices.loadFailed') : null}
            noMatches={empty && hasFilters(search) ? t('devices.noMatches') : null}
          />
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

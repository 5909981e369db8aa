import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '../../components/data-grid/index.ts';
import { gridPage, ListScreen } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { DeviceProfile } from '../../core/contract/deviceProfiles.ts';
import { usePortalServices } from '../common/index.ts';
import { deviceProfilesQuery } from './deviceProfileQueries.ts';
import deviceProfilesCss from './deviceProfiles.css?inline';
import { meterTypeLabel, profileSettingLines } from '../../core/labels/codeLabels.ts';

/** /device-profiles: the settings devices of each meter type are configured with. */
export function DeviceProfilesScreen() {
  const { t, i18n } = useTranslation();
  useWidgetStyles('mp-device-profiles', deviceProfilesCss);
  const { http } = usePortalServices();
  const [offset, setOffset] = useState(0);
  const page = useQuery(deviceProfilesQuery(http, offset));

  const columns: DataGridColumn<DeviceProfile>[] = [
    { id: 'name', header: t('deviceProfiles.fields.name'), cell: (profile) => <strong>{profile.name}</strong> },
    {
      id: 'type',
      header: t('deviceProfiles.fields.meterType'),
      cell: (profile) => meterTypeLabel(t, profile.meter_type),
    },
    {
      id: 'description',
      header: t('deviceProfiles.fields.description'),
      cell: (profile) => profile.description || '—',
    },
    {
      id: 'scope',
      header: t('deviceProfiles.fields.scope'),
      cell: (profile) => (
        <span className={profile.company === null ? 'mp-badge' : 'mp-badge mp-badge--muted'}>
          {profile.company === null ? t('deviceProfiles.shared') : t('deviceProfiles.ownCompany')}
        </span>
      ),
    },
    {
      id: 'settings',
      header: t('deviceProfiles.fields.settings'),
      cell: (profile) => {
        const lines = profileSettingLines(t, profile.settings, i18n.language);
        return lines.length ? (
          <ul className="mp-profile-settings">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          '—'
        );
      },
    },
  ];

  return (
    <ListScreen
      title={t('titles.deviceProfiles')}
      subtitle={page.data ? t('deviceProfiles.count', { count: page.data.count }) : t('deviceProfiles.subtitle')}
      error={page.isError ? t('deviceProfiles.loadFailed') : null}
      listClassName="mp-profile-list"
    >
      <DataGrid
        label={t('deviceProfiles.gridLabel')}
        columns={columns}
        rows={page.data?.results ?? []}
        rowKey={(profile) => profile.uuid}
        loading={page.isFetching}
        page={gridPage(page.data?.count, offset, setOffset)}
      />
    </ListScreen>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridColumn, RowKey } from '../../components/data-grid/index.ts';
import { ListGrid, ListScreen, useListParams } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { Can, usePortalServices } from '../common/index.ts';
import deviceGroupsCss from './deviceGroups.css?inline';
import { GroupListActions } from './GroupListActions.tsx';
import { NEW_GROUP } from './groupMode.ts';
import { groupsPageQuery } from './groupQueries.ts';
import { FormattedDate } from '../../components/format/index.ts';

/** /device-groups: the groups with selection, export of the selected ones and their deletion. */
export function DeviceGroupsScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-device-groups', deviceGroupsCss);
  const { http } = usePortalServices();
  const params = useListParams('name');
  const { search, ordering, offset } = params;
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const page = useQuery(groupsPageQuery(http, { search, ordering, offset }));
  const groups = page.data?.results ?? [];

  const columns: DataGridColumn<MeterGroup>[] = [
    {
      id: 'name',
      header: t('deviceGroups.fields.name'),
      sortField: 'name',
      cell: (group) => (
        <Link to="/device-groups/$uuid" params={{ uuid: group.uuid }} className="mp-device-groups__name">
          {group.name}
        </Link>
      ),
    },
    { id: 'description', header: t('deviceGroups.fields.description'), cell: (group) => group.description || '—' },
    {
      id: 'devices',
      header: t('deviceGroups.fields.devices'),
      align: 'end',
      cell: (group) => group.installations.length,
    },
    {
      id: 'created',
      header: t('deviceGroups.fields.created'),
      sortField: 'created_at',
      cell: (group) => <FormattedDate value={group.created_at} />,
    },
  ];

  return (
    <ListScreen
      title={t('titles.deviceGroups')}
      subtitle={page.data ? t('deviceGroups.count', { count: page.data.count }) : t('deviceGroups.subtitle')}
      className="mp-device-groups"
      actions={
        <Can permission={PERMISSIONS.addCommunicationDevice}>
          <Link to="/device-groups/$uuid" params={{ uuid: NEW_GROUP }} className="mp-button mp-button--primary">
            {t('deviceGroups.actions.create')}
          </Link>
        </Can>
      }
      search={{ label: t('deviceGroups.search'), value: params.searchText, onChange: params.setSearchText }}
      filters={
        <GroupListActions
          selected={groups.filter((group) => selected.has(group.uuid))}
          onDeleted={() => setSelected(new Set())}
        />
      }
      error={page.isError ? t('deviceGroups.loadFailed') : null}
      listClassName="mp-device-groups__list"
    >
      <ListGrid
        label={t('deviceGroups.gridLabel')}
        columns={columns}
        list={page}
        params={params}
        rowKey={(group) => group.uuid}
        rowLabel={(group) => t('deviceGroups.selectGroup', { name: group.name })}
        selection={{ selected, onChange: setSelected }}
      />
    </ListScreen>
  );
}

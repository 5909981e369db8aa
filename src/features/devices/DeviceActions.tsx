import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type DropdownMenuItem } from '../../components/menu/index.ts';
import { downloadEndpoint } from '../../core/api/callEndpoint.ts';
import { deviceEndpoints } from '../../core/contract/deviceEndpoints.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { useCan, usePortalServices } from '../common/index.ts';
import { saveFile } from '../tasks/index.ts';
import { CreateDevicesDialog } from './CreateDevicesDialog.tsx';
import { GeopositionDialog } from './GeopositionDialog.tsx';
import { LoraDialog } from './LoraDialog.tsx';
import { ReadingImportDialog } from './ReadingImportDialog.tsx';

type Dialog = 'create' | 'register' | 'unregister' | 'geopositions' | 'readings' | null;

export interface DeviceActionsProps {
  /** the serial of the device open in the panel, offered to the LoRa dialogs */
  openSerial?: string;
}

/** The screen's actions, each shown only to users who hold its permission. */
export function DeviceActions({ openSerial }: DeviceActionsProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const canAdd = useCan(PERMISSIONS.addCommunicationDevice);
  const canDelete = useCan(PERMISSIONS.deleteCommunicationDevice);
  const canView = useCan(PERMISSIONS.viewCommunicationDevice);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const template = useMutation({
    mutationFn: () => downloadEndpoint(http, deviceEndpoints.geopositionTemplate),
    onSuccess: ({ data, fileName, contentType }) => {
      saveFile(data, fileName ?? 'geopositions-template.csv', contentType);
      notify(t('devices.template.downloaded'), { kind: 'success' });
    },
    onError: () => notify(t('devices.template.failed'), { kind: 'error' }),
  });

  const more: DropdownMenuItem[] = [
    ...(canView
      ? [{ id: 'template', label: t('devices.actions.downloadTemplate'), onSelect: () => template.mutate() }]
      : []),
    ...(canAdd
      ? [
          {
            id: 'geopositions',
            label: t('devices.actions.uploadGeopositions'),
            onSelect: () => setDialog('geopositions'),
          },
          { id: 'readings', label: t('devices.actions.importReadings'), onSelect: () => setDialog('readings') },
        ]
      : []),
    ...(canDelete
      ? [
          {
            id: 'unregister',
            label: t('devices.actions.unregister'),
            danger: true,
            onSelect: () => setDialog('unregister'),
          },
        ]
      : []),
  ];

  return (
    <div className="mp-devices__actions">
      {canAdd ? (
        <>
          <button type="button" className="mp-button" onClick={() => setDialog('register')}>
            {t('devices.actions.register')}
          </button>
          <button type="button" className="mp-button mp-button--primary" onClick={() => setDialog('create')}>
            {t('devices.actions.create')}
          </button>
        </>
      ) : null}
      {more.length ? <DropdownMenu items={more} label={t('devices.actions.more')} /> : null}
      {dialog === 'create' ? <CreateDevicesDialog onClose={close} /> : null}
      {dialog === 'register' || dialog === 'unregister' ? (
        <LoraDialog
          action={dialog === 'register' ? 'register' : 'delete'}
          initialSerials={openSerial}
          onClose={close}
        />
      ) : null}
      {dialog === 'geopositions' ? <GeopositionDialog onClose={close} /> : null}
      {dialog === 'readings' ? <ReadingImportDialog onClose={close} /> : null}
    </div>
  );
}

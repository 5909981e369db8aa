import { useTranslation } from 'react-i18next';
import type { Installation } from '../../core/contract/installations.ts';
import { useDeviceFormat } from './useDeviceFormat.ts';
import { meterTypeLabel, moduleTypeLabel } from '../../core/labels/codeLabels.ts';

export interface DeviceFactsProps {
  device: Installation;
}

/** Every field of a device as a definition list. */
export function DeviceFacts({ device }: DeviceFactsProps) {
  const { t } = useTranslation();
  const format = useDeviceFormat();
  const module = device.communication_module;
  const facts: [string, string][] = [
    [t('devices.fields.serialNumber'), device.serial_number],
    [t('devices.fields.deviceEui'), device.device_eui ?? '—'],
    [t('devices.fields.meterType'), meterTypeLabel(t, device.meter_type)],
    [t('devices.fields.article'), device.article || '—'],
    [t('devices.fields.productionNumber'), device.production_number || '—'],
    [t('devices.fields.moduleType'), module.type ? moduleTypeLabel(t, module.type) : '—'],
    [t('devices.fields.moduleVersion'), module.version ?? '—'],
    [t('devices.fields.moduleSerial'), module.serial_number ?? '—'],
    [t('devices.fields.company'), device.company_name],
    [t('devices.fields.groups'), device.groups.map((group) => group.name).join(', ') || '—'],
    [
      t('devices.fields.networkRegistered'),
      device.network_registered ? t('devices.detail.yes') : t('devices.detail.no'),
    ],
    [t('devices.fields.lastReadout'), format.dateTime(device.last_readout)],
    [t('devices.fields.createdAt'), format.dateTime(device.created_at)],
  ];
  return (
    <dl className="mp-facts mp-devices__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="mp-devices__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

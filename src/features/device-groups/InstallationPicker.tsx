import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../components/select/index.ts';
import type { Installation } from '../../core/contract/installations.ts';
import { LoadAllPrompt, usePortalServices } from '../common/index.ts';
import { installationChoicesQuery } from './groupQueries.ts';

export interface InstallationPickerProps {
  label: string;
  /** the group the devices are for: `device-group:<uuid>` or `device-group:new`, its inlets `device-group-inlet:…` */
  target: string;
  value: string[];
  onChange: (uuids: string[]) => void;
  /** devices that may not be chosen (already members) */
  exclude?: ReadonlySet<string>;
  errors?: readonly string[];
}

/** A searchable multiple choice of the devices the group accepts, by serial number, EUI or article. */
export function InstallationPicker({ label, target, value, onChange, exclude, errors }: InstallationPickerProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const [all, setAll] = useState(false);
  const choices = useQuery(installationChoicesQuery(http, target, all));
  const options = (choices.data?.rows ?? []).filter((installation) => !exclude?.has(installation.uuid));
  return (
    <>
      <MultiSelect<Installation>
        label={label}
        options={options}
        value={value}
        onChange={(ids) => onChange(ids.map(String))}
        fields={{ id: 'uuid', label: 'serial_number', group: 'company_name', search: ['device_eui', 'article'] }}
        placeholder={choices.isPending ? t('deviceGroups.members.loading') : t('deviceGroups.members.choose')}
        disabled={choices.isPending}
        hint={choices.isError ? t('deviceGroups.members.loadFailed') : undefined}
        errors={errors}
      />
      {choices.data ? (
        <LoadAllPrompt loaded={choices.data.limit} count={choices.data.count} onLoadAll={() => setAll(true)} />
      ) : null}
    </>
  );
}

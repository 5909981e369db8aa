import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/index.ts';
import type { DeviceOwner } from './useDeviceOwner.ts';

export interface DeviceOwnerFieldsProps {
  owner: DeviceOwner;
  errors: { company?: readonly string[]; device_profile?: readonly string[] };
}

/** The company (for those who may choose among several) and the optional profile of new devices. */
export function DeviceOwnerFields({ owner, errors }: DeviceOwnerFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {owner.companies.length > 1 ? (
        <Select
          label={t('devices.create.company')}
          options={owner.companies}
          fields={{ id: 'id', label: 'name', search: ['customer_account'] }}
          value={owner.company}
          clearable={false}
          searchable
          required
          errors={errors.company}
          onChange={(id) => id !== null && owner.setCompany(Number(id))}
        />
      ) : null}
      <Select
        label={t('devices.create.profile')}
        options={owner.profiles}
        fields={{ id: 'uuid', label: 'name' }}
        value={owner.profile}
        placeholder={t('devices.create.noProfile')}
        clearable
        searchable={owner.profiles.length > 8}
        hint={t('devices.create.profileHint')}
        errors={errors.device_profile}
        onChange={(uuid) => owner.setProfile(uuid === null ? null : String(uuid))}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/index.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';

export interface GroupPickerProps {
  groups: readonly MeterGroup[] | undefined;
  failed: boolean;
  group: MeterGroup | null;
  onGroupChange: (group: MeterGroup | null) => void;
}

/** A device group instead of a meter: its meters' volumes summed. */
export function GroupPicker({ groups, failed, group, onGroupChange }: GroupPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="mp-reports__group">
      <Select
        label={t('reports.group')}
        options={groups ?? []}
        fields={{ id: 'uuid', label: 'name', search: ['description'] }}
        value={group?.uuid ?? null}
        onChange={(_value, option) => onGroupChange(option)}
        placeholder={groups ? t('reports.chooseGroup') : t('reports.loadingMeters')}
        errors={failed ? [t('reports.groupsFailed')] : undefined}
      />
    </div>
  );
}

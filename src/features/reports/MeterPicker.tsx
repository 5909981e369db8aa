import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/index.ts';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { METER_TYPES } from '../../core/domain/meterTypes.ts';
import { usePortalServices } from '../common/index.ts';
import { metersQuery } from './reportQueries.ts';
import { meterTypeLabel } from '../../core/labels/codeLabels.ts';

export interface MeterPickerProps {
  meterType: string;
  onMeterTypeChange: (meterType: string) => void;
  meter: MeterChoice | null;
  onMeterChange: (meter: MeterChoice | null) => void;
}

/** The meter type narrows the list; the meter is searched by serial number or company among all the user sees. */
export function MeterPicker({ meterType, onMeterTypeChange, meter, onMeterChange }: MeterPickerProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const meters = useQuery(metersQuery(http, meterType || undefined));
  return (
    <div className="mp-reports__meter">
      <Select
        label={t('reports.meterType')}
        options={Object.keys(METER_TYPES).map((id) => ({ id, label: meterTypeLabel(t, id) }))}
        value={meterType || null}
        onChange={(value) => onMeterTypeChange(typeof value === 'string' ? value : '')}
        placeholder={t('reports.allMeterTypes')}
        searchable={false}
      />
      <Select
        label={t('reports.meter')}
        options={meters.data?.results ?? []}
        fields={{ id: 'uuid', label: 'serial_number', search: ['company_name'] }}
        value={meter?.uuid ?? null}
        onChange={(_value, option) => onMeterChange(option)}
        placeholder={meters.isPending ? t('reports.loadingMeters') : t('reports.chooseMeter')}
        hint={meters.data ? t('reports.meterCount', { count: meters.data.count }) : undefined}
        errors={meters.isError ? [t('reports.metersFailed')] : undefined}
        renderOption={(option) => (
          <span className="mp-reports__option">
            <span>{option.serial_number}</span>
            <span className="mp-reports__option-detail">
              {meterTypeLabel(t, option.meter_type)} · {option.company_name}
            </span>
          </span>
        )}
      />
    </div>
  );
}

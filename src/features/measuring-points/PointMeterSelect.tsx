import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/index.ts';
import type { Installation } from '../../core/contract/installations.ts';
import { LoadAllPrompt, usePortalServices } from '../common/index.ts';
import { meterChoicesQuery } from './measuringPointQueries.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

export interface PointMeterSelectProps {
  company: number | null;
  pointId: number | null;
  value: string | null;
  errors?: readonly string[];
  onChange: (uuid: string | null) => void;
}

/** The meter of a point: a searchable choice of the meters the server's point rule accepts (company's, free). */
export function PointMeterSelect({ company, pointId, value, errors, onChange }: PointMeterSelectProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const [all, setAll] = useState(false);
  const meters = useQuery(meterChoicesQuery(http, company, pointId, all));
  const free = meters.data?.rows ?? [];
  return (
    <>
      <Select<Installation>
        label={t('measuringPoints.fields.meter')}
        options={free}
        fields={{ id: 'uuid', label: 'serial_number', search: ['serial_number', 'device_eui'] }}
        value={value}
        placeholder={meters.isLoading ? t('measuringPoints.form.loadingMeters') : t('measuringPoints.form.noMeter')}
        hint={t('measuringPoints.form.meterHint')}
        errors={errors}
        renderOption={(meter) => (
          <span className="mp-points__meter-option">
            <span>{meter.serial_number}</span>
            <small>
              {[
                meter.communication_module.serial_number,
                meter.communication_module.type && moduleTypeLabel(t, meter.communication_module.type),
              ]
                .filter(Boolean)
                .join(' · ')}
            </small>
          </span>
        )}
        onChange={(id) => onChange(id === null ? null : String(id))}
      />
      {meters.data ? (
        <LoadAllPrompt loaded={meters.data.limit} count={meters.data.count} onLoadAll={() => setAll(true)} />
      ) : null}
    </>
  );
}

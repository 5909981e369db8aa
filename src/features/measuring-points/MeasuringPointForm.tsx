import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary, TextInput } from '../../components/inputs/index.ts';
import type { MapPoint } from '../../components/map/index.ts';
import { Select } from '../../components/select/index.ts';
import type { MeasuringPoint } from '../../core/contract/measuringPoints.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { usePortalServices } from '../common/index.ts';
import type { PointFormValues } from './pointFormValues.ts';
import { PointMeterSelect } from './PointMeterSelect.tsx';
import { PointPicker } from './PointPicker.tsx';
import { usePointForm } from './usePointForm.ts';

export interface MeasuringPointFormProps {
  formId: string;
  pointId: number | null;
  initial: PointFormValues;
  points: readonly MapPoint[];
  onSaved: (point: MeasuringPoint) => void;
}

/** The fields of a measuring point; the dialog's Save button submits it. */
export function MeasuringPointForm({ formId, pointId, initial, points, onSaved }: MeasuringPointFormProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const { values, set, errors, submit, saving } = usePointForm(initial, pointId, onSaved);
  const companies = useQuery(companyQueries.all(http)).data ?? [];

  // The map sits beside the form, not in it: its search is a form of its own, and forms must not nest.
  return (
    <div className="mp-points__form">
      <form
        id={formId}
        noValidate
        className="mp-points__form-fields-wrap"
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormErrorSummary errors={errors.general ?? []} />
        <div className="mp-points__form-fields">
          <TextInput
            label={t('measuringPoints.fields.name')}
            name="name"
            required
            value={values.name}
            errors={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextInput
            label={t('measuringPoints.fields.mpid')}
            name="measuring_point_id"
            required
            value={values.mpid}
            errors={errors.mpid}
            onChange={(event) => set('mpid', event.target.value)}
          />
          <TextInput
            label={t('measuringPoints.fields.customerId')}
            name="customer_measuring_point_id"
            value={values.customerId}
            errors={errors.customerId}
            onChange={(event) => set('customerId', event.target.value)}
          />
          {companies.length > 1 ? (
            <Select
              label={t('measuringPoints.fields.company')}
              options={companies}
              fields={{ id: 'id', label: 'name' }}
              value={values.company}
              clearable={false}
              required
              errors={errors.company}
              onChange={(id) => {
                set('company', id === null ? null : Number(id));
                set('meter', null);
              }}
            />
          ) : null}
          <PointMeterSelect
            company={values.company}
            pointId={pointId}
            value={values.meter}
            errors={errors.meter}
            onChange={(uuid) => set('meter', uuid)}
          />
        </div>
      </form>
      <PointPicker
        mode={pointId === null ? 'new' : 'edit'}
        name={values.name}
        lat={values.lat}
        lng={values.lng}
        points={points}
        errors={[...(errors.lat ?? []), ...(errors.lng ?? [])]}
        onPick={(event) => {
          set('lat', event.lat);
          set('lng', event.lng);
        }}
      />
    </div>
  );
}

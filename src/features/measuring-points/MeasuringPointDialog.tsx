import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '../../components/map/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Skeleton } from '../../components/loading/index.ts';
import type { MeasuringPoint } from '../../core/contract/measuringPoints.ts';
import { useCurrentUser, usePortalServices } from '../common/index.ts';
import { MeasuringPointForm } from './MeasuringPointForm.tsx';
import { pointQuery } from './measuringPointQueries.ts';
import { initialValues } from './pointFormValues.ts';

export interface MeasuringPointDialogProps {
  /** null creates a new point */
  pointId: number | null;
  points: readonly MapPoint[];
  onClose: () => void;
  onSaved: (point: MeasuringPoint) => void;
}

/** Create or edit a measuring point in a dialog, with the map to pick its position. */
export function MeasuringPointDialog({ pointId, points, onClose, onSaved }: MeasuringPointDialogProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const user = useCurrentUser();
  const formId = useId();
  const existing = useQuery({ ...pointQuery(http, pointId ?? 0), enabled: pointId !== null });
  const ready = pointId === null || existing.isSuccess;
  const others = pointId === null ? points : points.filter((p) => p.id !== String(pointId));

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      closeOnBackdropPress={false}
      title={pointId === null ? t('measuringPoints.form.createTitle') : t('measuringPoints.form.editTitle')}
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="mp-button mp-button--primary" disabled={!ready}>
            {t('common.save')}
          </button>
        </>
      }
    >
      {existing.isError ? (
        <p className="mp-problem" role="alert">
          {t('measuringPoints.loadFailed')}
        </p>
      ) : ready ? (
        <MeasuringPointForm
          formId={formId}
          pointId={pointId}
          initial={initialValues(existing.data, user?.profile?.company_id ?? null)}
          points={others}
          onSaved={onSaved}
        />
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/index.ts';
import { Select } from '../../components/select/index.ts';
import { QUERY_ALL } from '../../core/domain/index.ts';
import { tabletQueries } from '../../queries/tabletQueries.ts';
import { usePortalServices } from '../common/index.ts';

export interface AssignTabletDialogProps {
  open: boolean;
  /** uuid of the tour: the list offers the tablets the server's tour rule accepts for it */
  tour: string;
  busy: boolean;
  onAssign: (tablet: string) => void;
  onClose: () => void;
}

/** Picks an active tablet to assign (or reassign) a tour to. */
export function AssignTabletDialog({ open, tour, busy, onAssign, onClose }: AssignTabletDialogProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const tablets = useQuery({ ...tabletQueries.list(http, { ...QUERY_ALL, for: `tour:${tour}` }), enabled: open });
  const [tablet, setTablet] = useState<string | null>(null);
  const [error, setError] = useState<string[]>([]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tours.assign.title')}
      size="small"
      footer={
        <>
          <button type="button" className="mp-button" onClick={onClose}>
            {t('tours.actions.cancel')}
          </button>
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={busy}
            onClick={() => (tablet ? onAssign(tablet) : setError([t('tours.assign.required')]))}
          >
            {t('tours.actions.assign')}
          </button>
        </>
      }
    >
      <Select
        label={t('tours.fields.tablet')}
        options={tablets.data?.results ?? []}
        fields={{ id: 'uuid', label: 'name', search: ['android_id'] }}
        value={tablet}
        onChange={(value) => {
          setTablet(value === null ? null : String(value));
          setError([]);
        }}
        searchable
        required
        errors={error}
        placeholder={tablets.isLoading ? t('tours.loading') : t('tours.assign.placeholder')}
      />
    </Modal>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSidePanel } from '../../components/list-screen/index.ts';
import { Skeleton } from '../../components/loading/index.ts';
import { CloseButton } from '../../components/modal/index.ts';
import { transferQueries } from '../../queries/transferQueries.ts';
import { useLocale, usePortalServices } from '../common/index.ts';
import { dateFormats } from '../../core/domain/dateFormats.ts';
import { moduleTypeLabel } from '../../core/labels/codeLabels.ts';

export interface TransferDetailProps {
  id: number;
  onClose: () => void;
}

/** One transfer: who moved which keys from where to where, and when. */
export function TransferDetail({ id, onClose }: TransferDetailProps) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const locale = useLocale();
  const transfer = useQuery(transferQueries.one(http, id));
  const { panel, heading, close, onKeyDown } = useSidePanel(id, onClose);
  const date = transfer.data ? dateFormats(locale).long(transfer.data.created_at) : '';
  return (
    <aside
      className="mp-transfers__detail mp-side-panel"
      aria-label={t('keys.history.detailTitle', { date })}
      ref={panel}
      onKeyDown={onKeyDown}
    >
      <header className="mp-transfers__detail-header mp-side-panel__header">
        <h2 ref={heading} tabIndex={-1}>
          {t('keys.history.detailTitle', { date })}
        </h2>
        <CloseButton label={t('keys.history.close')} onClick={close} />
      </header>
      {transfer.isPending ? <Skeleton lines={6} /> : null}
      {transfer.isError ? (
        <p className="mp-problem" role="alert">
          {t('keys.history.loadFailed')}
        </p>
      ) : null}
      {transfer.data ? (
        <>
          <p>
            {transfer.data.from_company_name} → {transfer.data.to_company_name} · {transfer.data.user_email}
          </p>
          <ul className="mp-transfers__review">
            {transfer.data.keys.map((key) => (
              <li key={key.comm_mod_uuid}>
                {key.module_serial} · {moduleTypeLabel(t, key.module_type)} · {key.meter_serial ?? '—'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { usePortalServices } from '../common/index.ts';
import { hasStoredChartSettings, resetChartSettings } from './chartSettings.ts';

/** Resets the chart settings kept per meter type, after an explicit confirmation. */
export function ChartSettingsPanel() {
  const { t } = useTranslation();
  const { storage, notify } = usePortalServices();
  const [stored, setStored] = useState(() => hasStoredChartSettings(storage));
  const [confirming, setConfirming] = useState(false);

  function reset() {
    resetChartSettings(storage);
    setStored(false);
    setConfirming(false);
    notify(t('settings.chartsReset'), { kind: 'success' });
  }

  return (
    <Card title={t('settings.charts')}>
      <p className="mp-panel__text">{stored ? t('settings.chartsStored') : t('settings.chartsEmpty')}</p>
      <div className="mp-form-actions">
        <button type="button" className="mp-button" disabled={!stored} onClick={() => setConfirming(true)}>
          {t('settings.resetCharts')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('settings.resetCharts')}
        confirmLabel={t('settings.confirmReset')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      >
        {t('settings.chartsConfirm')}
      </ConfirmDialog>
    </Card>
  );
}

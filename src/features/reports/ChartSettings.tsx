import { useTranslation } from 'react-i18next';
import { chartSeriesOf } from '../../core/domain/chartSeries.ts';
import { seriesLabel } from './reportTexts.ts';

export interface ChartSettingsProps {
  meterType: string;
  shown: readonly string[];
  onChange: (keys: string[]) => void;
}

/** Which charts a meter type shows; the choice is kept in this browser for every meter of the type. */
export function ChartSettings({ meterType, shown, onChange }: ChartSettingsProps) {
  const { t } = useTranslation();
  const all = chartSeriesOf(meterType);
  const toggle = (key: string, on: boolean) =>
    onChange(all.map((series) => series.key).filter((other) => (other === key ? on : shown.includes(other))));
  return (
    <fieldset className="mp-reports__settings">
      <legend>{t('reports.chartSettings')}</legend>
      {all.map((series) => (
        <label key={series.key} className="mp-reports__setting">
          <input
            type="checkbox"
            checked={shown.includes(series.key)}
            onChange={(event) => toggle(series.key, event.target.checked)}
          />
          {seriesLabel(t, series.key)}
        </label>
      ))}
    </fieldset>
  );
}

import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import type { Granularity } from '../../core/domain/granularity.ts';
import { presetRange, type ReportPreset } from '../../core/domain/reportRanges.ts';
import { GroupReport } from '../reports/GroupReport.tsx';
import { PresetControls } from '../reports/PresetControls.tsx';
import { RangeProblemNotice } from '../reports/RangeProblemNotice.tsx';
import { checkChoice } from '../reports/reportRange.ts';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The group's summed consumption (total and delta volume) over a preset, by the chosen granularity, with a
 * link to the same view on the Reports screen for custom ranges and live updates.
 */
export function GroupConsumption({ group }: { group: MeterGroup }) {
  const { t } = useTranslation();
  const zone = timeZone();
  const [preset, setPreset] = useState<ReportPreset>('last_7_days');
  const [granularity, setGranularity] = useState<Granularity>('day');
  // The moment the preset was chosen: the charts hold still while being read.
  const [now, setNow] = useState(() => new Date());
  const check = checkChoice({ preset }, granularity, now, zone);
  const choose = (next: ReportPreset) => {
    const at = new Date();
    setNow(at);
    setPreset(next);
    setGranularity(presetRange(next, at, zone).granularity);
  };
  return (
    <section className="mp-device-groups__consumption" aria-labelledby={`consumption-${group.uuid}`}>
      <header className="mp-device-groups__consumption-header">
        <h2 id={`consumption-${group.uuid}`}>{t('deviceGroups.consumption.title')}</h2>
        <Link to="/reports" search={{ group: group.uuid, preset, granularity }}>
          {t('deviceGroups.consumption.openInReports')}
        </Link>
      </header>
      <div className="mp-device-groups__consumption-controls">
        <PresetControls
          granularity={granularity}
          onGranularityChange={setGranularity}
          preset={preset}
          onPreset={choose}
        />
      </div>
      <RangeProblemNotice check={check} granularity={granularity} />
      {check.status === 'ok' ? (
        <GroupReport group={group} granularity={granularity} range={check.range} timeZone={zone} live={false} />
      ) : null}
    </section>
  );
}

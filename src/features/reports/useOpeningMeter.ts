import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { useCurrentUser, usePortalServices } from '../common/index.ts';
import { loadLastMeter, saveLastMeter } from './lastMeter.ts';
import type { ReportSearchControls } from './useReportSearch.ts';

export interface OpeningMeterInput extends ReportSearchControls {
  /** every meter the user may chart, once loaded */
  meters: readonly MeterChoice[] | undefined;
  /** the meter the view shows */
  meter: MeterChoice | null;
}

/**
 * A Reports screen opened without a subject shows the meter its user last viewed (if still visible) or,
 * failing that, the meter with the most open alerts, instead of an empty page. Decided once per visit, so
 * clearing the picker afterwards leaves it empty. Every meter shown is remembered as the user's last.
 */
export function useOpeningMeter({ search, setSearch, meters, meter }: OpeningMeterInput): void {
  const { http, storage } = usePortalServices();
  const userUuid = useCurrentUser()?.user_uuid;
  const hasSubject = Boolean(search.meter || search.group);
  const [pending, setPending] = useState(!hasSubject);
  const last = loadLastMeter(storage, userUuid);
  const lastVisible = Boolean(last && meters?.some((choice) => choice.uuid === last));
  const alerting = useQuery({
    ...installationQueries.list(http, { ordering: '-alert_count', limit: 1 }),
    enabled: pending && !hasSubject && meters !== undefined && !lastVisible,
    staleTime: 60_000,
  });

  // undefined while still unknown, null when there is nothing to open
  let target: string | null | undefined;
  if (pending && !hasSubject && meters !== undefined) {
    if (lastVisible) target = last;
    else if (alerting.isFetched || alerting.isError) {
      const first = alerting.data?.results?.[0];
      target = first && first.state.alertCount > 0 ? first.uuid : null;
    }
  }
  if (pending && (hasSubject || target === null)) setPending(false);

  useEffect(() => {
    // A meter or group the user picked meanwhile wins over the one chosen for them.
    if (target)
      setSearch((current) => (current.meter || current.group ? current : { ...current, meter: target }), {
        replace: true,
      });
  }, [target, setSearch]);

  useEffect(() => {
    if (meter) saveLastMeter(storage, userUuid, meter.uuid);
  }, [meter, storage, userUuid]);
}

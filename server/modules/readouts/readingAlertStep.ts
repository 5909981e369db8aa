import { alertStatesOf, type AlertState } from '../../../src/core/domain/alertStates.ts';

/**
 * The states a meter's reading speaks for: its status flags say whether each holds (telegram status flags,
 * LoRaWAN codec alarms), so a reading without the flag ends the alert. Other states (the sensor errors of flow
 * meters) are not a reading's to end.
 */
const REPORTED: ReadonlySet<AlertState> = new Set([
  'backflow',
  'battery_low',
  'continuous_flow',
  'broken_pipe',
  'system_error',
]);
/** m3 the volume must rise between two readings for water to have been drawn (less a rounding error) */
const USAGE = 0.001 - 1e-9;
/** a flow below this (m3/h) runs backwards */
const BACKFLOW = -0.001;

/** What a reading must say for its meter's alerts to move on: its meter, instant, volume, flow and alert bits. */
export interface AlertReading {
  installationId: number;
  ts: Date;
  totalVolume: number;
  flow: number | null;
  alertFlags: number;
}

export interface AlertStep {
  opened: AlertState[];
  ended: AlertState[];
}

/**
 * What a meter's next reading (a telegram's, an uplink's) changes in its open alerts, from that reading and the
 * one before it only: a state it shows that is not open opens; a state a reading reports that it does not show
 * ends; a reading ends `communication_error` (the meter was heard), and a volume that rose since the previous
 * reading ends `no_usage`. States found over days of readings (no usage for days, a flow above the usual
 * peak) are left to the derivation over a meter's history (simulate/deriveAlerts.ts).
 */
export function readingAlertStep(
  open: ReadonlySet<AlertState>,
  previousVolume: number | null,
  reading: Pick<AlertReading, 'alertFlags' | 'flow' | 'totalVolume'>,
): AlertStep {
  const shown = new Set(alertStatesOf(reading.alertFlags));
  if (reading.flow !== null && reading.flow < BACKFLOW) shown.add('backflow');
  const opened = [...shown].filter((state) => !open.has(state));
  const drawn = previousVolume !== null && reading.totalVolume - previousVolume >= USAGE;
  const ended = [...open].filter(
    (state) =>
      !shown.has(state) && (REPORTED.has(state) || state === 'communication_error' || (state === 'no_usage' && drawn)),
  );
  return { opened, ended };
}

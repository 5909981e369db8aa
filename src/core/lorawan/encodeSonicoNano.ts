/** The alarm bits of a Sonico Nano short frame, in their order (codecs/sonicoNano.js). */
export const SONICO_NANO_ALARMS = [
  'malfunction',
  'tampering',
  'water_leak',
  'broken_pipe',
  'air_in_pipe',
  'empty_pipe',
  'reverse_flow',
  'no_usage',
  'low_battery',
  'water_temperature_alarm',
  'ambient_temperature_alarm',
  'meter_communication_alarm',
  'internal_critical_alarm',
] as const;

export type SonicoNanoAlarm = (typeof SONICO_NANO_ALARMS)[number];

export interface SonicoNanoFrame {
  volumeRaw: number;
  batterySemesters?: number;
  /** 0-1 m3, 2-3 US gallons */
  unitAndMedium?: number;
  downlinkAlarm?: boolean;
  /** volume * 10^(multiplier - 3) */
  multiplier?: number;
  serialRaw?: number;
  waterTemperature?: number;
  alarms?: readonly SonicoNanoAlarm[];
  /** fPort 102's due date */
  dueDate?: { year: number; month: number; day: number };
}

/** A Sonico Nano short frame: fPort 101 (11 bytes), or 102 (13 bytes) with a due date. For tests and the simulator. */
export function encodeSonicoNano(frame: SonicoNanoFrame): { fPort: 101 | 102; bytes: number[] } {
  const bits: number[] = [];
  const put = (value: number, size: number) => {
    for (let i = 0; i < size; i++) bits.push(Math.floor(value / 2 ** i) % 2);
  };
  put(frame.volumeRaw, 30);
  put(frame.batterySemesters ?? 0, 5);
  put(frame.unitAndMedium ?? 0, 2);
  put(frame.downlinkAlarm ? 1 : 0, 1);
  put(frame.multiplier ?? 3, 3);
  put(frame.serialRaw ?? 0, 27);
  put(frame.waterTemperature ?? 0, 7);
  for (const alarm of SONICO_NANO_ALARMS) put(frame.alarms?.includes(alarm) ? 1 : 0, 1);
  const due = frame.dueDate;
  if (due) {
    const years = due.year - 2000;
    put(((years & 7) << 5) | due.day, 8);
    put(((years >> 3) << 4) | due.month, 8);
  }
  const bytes = Array.from({ length: bits.length / 8 }, (_, at) =>
    bits.slice(at * 8, at * 8 + 8).reduce((byte, bit, i) => byte | (bit << i), 0),
  );
  return { fPort: due ? 102 : 101, bytes };
}

/** A span of 15-minute steps [from, to], counted from the start of the simulated period. */
export interface StepSpan {
  from: number;
  to: number;
}

/**
 * What the readout generator needs to know about one meter: its usage scale, battery and radio, and
 * the episodes (leak, burst, backflow, no usage, sensor fault, missing transmissions) it lives through.
 */
export interface MeterProfile {
  installationId: number;
  lora: boolean;
  /** peak of the daily usage, m3/h */
  scale: number;
  /** AFM channels never run dry: flow that is always there, m3/h */
  baseFlow: number;
  /** register reading at the start, m3 */
  startVolume: number;
  /** battery voltage at the start, V, and its loss per day */
  batteryStart: number;
  batteryDecayPerDay: number;
  /** LoRa: remaining battery lifetime at the start, days */
  lifetimeStart: number;
  /** received signal strength, dBm */
  rssi: number;
  /** water temperature around which the readings move, °C */
  temperature: number;
  leak: (StepSpan & { rate: number }) | null;
  burst: (StepSpan & { rate: number }) | null;
  backflow: (StepSpan & { rate: number }) | null;
  noUsage: StepSpan | null;
  /** a sensor fault: alert-state bits the meter reports while it lasts */
  fault: (StepSpan & { bits: number }) | null;
  /** transmissions lost: no readouts at all */
  gap: StepSpan | null;
  /** seed of the per-reading noise */
  noiseSeed: number;
}

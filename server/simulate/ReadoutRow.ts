/** One simulated reading, in the units of the readouts table; null where the meter type has no such value. */
export interface ReadoutRow {
  installationId: number;
  /** seconds since the epoch, UTC */
  epoch: number;
  totalVolume: number;
  flow: number;
  level1: number | null;
  meanVelocity: number | null;
  sensorStatus: number;
  temperature: number;
  batteryVoltage: number;
  battery1Status: number | null;
  battery2Status: number | null;
  batteryLifetime: number | null;
  signalStrength: number;
  spreadingFactor: number | null;
  alertFlags: number;
}
